import { admitImages, DEFAULT_UPLOAD_LIMITS, type Message, type UploadLimits } from "@platform/machines";
import { useCallback, useState } from "react";

export interface ImagePickerState {
  /** The images the form holds, in the order picked. */
  images: readonly File[];
  /** One message per file refused at the last pick (spec §5 upload rules), naming it. */
  refused: readonly Message[];
  limits: UploadLimits;
  add: (files: readonly File[]) => void;
  remove: (index: number) => void;
}

/**
 * The images of a form that uploads (feedback, activity apply): each picked
 * file is checked before it is held (machines' admitImages: type, size,
 * count); refused ones are named, held ones stay through a failed send.
 */
export function useImagePicker(limits: UploadLimits = DEFAULT_UPLOAD_LIMITS): ImagePickerState {
  const [state, setState] = useState<{ images: readonly File[]; refused: readonly Message[] }>({ images: [], refused: [] });
  const add = useCallback((files: readonly File[]) => setState((current) => admitImages(current.images, files, limits)), [limits]);
  const remove = useCallback(
    (index: number) => setState((current) => ({ images: current.images.filter((_, position) => position !== index), refused: [] })),
    [],
  );
  return { ...state, limits, add, remove };
}
