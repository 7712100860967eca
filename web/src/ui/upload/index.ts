// Image upload for every form that sends pictures (feedback, activity apply):
// the spec §5 rules live in @platform/machines (rules/upload.ts).
export { ImagePicker } from "./image-picker.tsx";
export { useImagePicker } from "./use-image-picker.ts";
