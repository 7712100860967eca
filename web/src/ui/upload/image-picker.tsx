import { useId, type ChangeEvent } from "react";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { messageText } from "../../lib/message-text.ts";
import { CloseIcon } from "../icons.tsx";
import { PlusIcon } from "../screen-icons.tsx";
import { ImageThumb } from "./image-thumb.tsx";
import type { ImagePickerState } from "./use-image-picker.ts";
import "./upload.css";

export interface ImagePickerTexts {
  label: string;
  hint: string;
  add: string;
  remove: (name: string) => string;
  count: string;
}

/**
 * Up to N images with thumbnails, each removable; the add tile opens the
 * file chooser (png, jpg) and disappears when the form holds the maximum.
 * Refused files are named in an alert under the tiles.
 */
export function ImagePicker({ picker, texts }: { picker: ImagePickerState; texts: ImagePickerTexts }) {
  const { LL } = useI18nContext();
  const hintId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    picker.add([...(event.target.files ?? [])]);
    // The same file may be picked again after it was removed.
    event.target.value = "";
  };
  const full = picker.images.length >= picker.limits.maxImages;
  return (
    <fieldset className="upload">
      <legend className="upload__legend">
        {texts.label} <span className="upload__count">{texts.count}</span>
      </legend>
      <ul className="upload__tiles">
        {picker.images.map((file, index) => (
          <li key={`${file.name}-${index}`} className="upload__tile">
            <ImageThumb file={file} />
            <button type="button" className="upload__remove" aria-label={texts.remove(file.name)} onClick={() => picker.remove(index)}>
              <CloseIcon />
            </button>
          </li>
        ))}
        {full ? null : (
          <li className="upload__tile upload__tile--add">
            <label className="upload__add">
              <PlusIcon aria-hidden="true" />
              <span>{texts.add}</span>
              <input
                type="file"
                className="visually-hidden"
                accept={picker.limits.imageTypes.join(",")}
                multiple
                aria-describedby={hintId}
                onChange={onChange}
              />
            </label>
          </li>
        )}
      </ul>
      <p id={hintId} className="upload__hint">
        {texts.hint}
      </p>
      {picker.refused.length > 0 ? (
        <div className="upload__refused" role="alert">
          <ul>
            {picker.refused.map((message, index) => (
              <li key={index}>{messageText(LL, message)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}
