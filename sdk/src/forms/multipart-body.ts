// Multipart bodies (feedback, promotion applications, an own profile picture):
// openapi-fetch sends a FormData as it is and leaves the Content-Type with
// its boundary to fetch.

const EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg" };

/**
 * One part per field and one per item of an array field (several files under
 * one name, as the contract's `images` says). Files keep their name; a Blob
 * without one is named after the field, its position and its type.
 */
export function multipartBody(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    const items = Array.isArray(value) ? value : [value];
    items.forEach((item, index) => {
      if (item === undefined || item === null) return;
      if (item instanceof Blob) form.append(name, item, fileName(item, `${name}-${index + 1}`));
      else form.append(name, String(item));
    });
  }
  return form;
}

function fileName(blob: Blob, fallback: string): string {
  if ("name" in blob && typeof blob.name === "string" && blob.name !== "") return blob.name;
  const extension = EXTENSIONS[blob.type];
  return extension ? `${fallback}.${extension}` : fallback;
}
