// spec §5 "Upload": png or jpg, under 5 MB each, at most 3 images, remark up
// to 140; feedback's text between two configurable bounds. One module for
// every form that uploads (feedback, activity apply, the avatar).
import { keyMessage, type Message } from "../messages.ts";
import type { FieldRule } from "./fieldRule.ts";

/** spec §5: the limits when the server names none. */
export const MAX_UPLOAD_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ["image/png", "image/jpeg"] as const;
export const MAX_REMARK_LENGTH = 140;

export interface UploadLimits {
  readonly maxImages: number;
  readonly maxImageBytes: number;
  readonly imageTypes: readonly string[];
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxImages: MAX_UPLOAD_IMAGES,
  maxImageBytes: MAX_IMAGE_BYTES,
  imageTypes: IMAGE_TYPES,
};

/** What the rules read of a picked file (a File fits). */
export interface PickedImage {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** Whole megabytes for the message ('smaller than 5 MB'). */
function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

/** Why one file may not be added, or undefined when it may. */
export function checkImage(image: PickedImage, limits: UploadLimits = DEFAULT_UPLOAD_LIMITS): Message | undefined {
  if (!limits.imageTypes.includes(image.type.toLowerCase())) return keyMessage("image_type_invalid", { name: image.name });
  // "under 5 MB": exactly 5 MB is refused.
  if (image.size >= limits.maxImageBytes) return keyMessage("image_too_large", { name: image.name, max: megabytes(limits.maxImageBytes) });
  if (image.size === 0) return keyMessage("image_type_invalid", { name: image.name });
  return undefined;
}

export interface AdmittedImages<T extends PickedImage> {
  /** The images the form now holds: the ones it had, then the accepted new ones. */
  readonly images: readonly T[];
  /** One message per refused file, naming it. */
  readonly refused: readonly Message[];
}

/**
 * Adds newly picked files to those already held: each is checked on its own
 * (type, size), and beyond the maximum count the rest are refused with the
 * count message. Nothing held is lost.
 */
export function admitImages<T extends PickedImage>(held: readonly T[], picked: readonly T[], limits: UploadLimits = DEFAULT_UPLOAD_LIMITS): AdmittedImages<T> {
  const images = [...held];
  const refused: Message[] = [];
  for (const image of picked) {
    const problem = checkImage(image, limits);
    if (problem !== undefined) refused.push(problem);
    else if (images.length >= limits.maxImages) refused.push(keyMessage("images_too_many", { name: image.name, max: limits.maxImages }));
    else images.push(image);
  }
  return { images, refused };
}

/** Every held image checked again before sending (a draft restored or limits changed). */
export function checkImages(images: readonly PickedImage[], limits: UploadLimits = DEFAULT_UPLOAD_LIMITS): Message | undefined {
  if (images.length > limits.maxImages) return keyMessage("images_too_many", { name: images[limits.maxImages]?.name ?? "", max: limits.maxImages });
  for (const image of images) {
    const problem = checkImage(image, limits);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/** spec §5: an optional remark of at most 140 characters (counted as the member sees them). */
export const remarkRule: FieldRule = {
  required: false,
  maxLength: MAX_REMARK_LENGTH,
  requiredMessage: "remark_too_long",
  message: "remark_too_long",
};

/** spec §5: feedback's text between the two configurable bounds (GET /wps/feedback/setting). */
export function feedbackContentRule(minLength: number, maxLength: number): FieldRule {
  return { required: true, minLength, maxLength, requiredMessage: "feedback_length", message: "feedback_length" };
}

/** A choice from a list (feedback category): required, any value. */
export const choiceRule: FieldRule = { required: true, requiredMessage: "choose_one", message: "choose_one" };
