export const feedbackSettings = {
  minLength: 10,
  maxLength: 500,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ["image/png", "image/jpeg"],
  categories: [
    { code: "DEPOSIT", title: "Deposit" },
    { code: "OTHER", title: "Other" },
  ],
};

/** A small picked image of the given type and size (bytes). */
export function imageFile(name: string, type = "image/png", size = 2048): File {
  return new File([new Uint8Array(size)], name, { type });
}
