import { useEffect, useState } from "react";
import { safeImageSrc } from "../../lib/url-gate.ts";

/**
 * A picked image drawn from its own bytes: read as a base64 data: URL of a
 * png or jpeg (the only types the picker holds), never an object URL.
 */
export function ImageThumb({ file }: { file: File }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => setSrc(typeof reader.result === "string" ? reader.result : undefined);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return src === undefined ? <span className="upload__thumb-placeholder" /> : <img className="upload__thumb-img" src={safeImageSrc(src)} alt="" />;
}
