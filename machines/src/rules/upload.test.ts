import { describe, expect, it } from "vitest";
import { checkField } from "./fieldRule.ts";
import {
  admitImages,
  checkImage,
  checkImages,
  feedbackContentRule,
  MAX_IMAGE_BYTES,
  MAX_REMARK_LENGTH,
  MAX_UPLOAD_IMAGES,
  remarkRule,
  type PickedImage,
} from "./upload.ts";

const png = (name: string, size = 1000): PickedImage => ({ name, type: "image/png", size });
const jpg = (name: string, size = 1000): PickedImage => ({ name, type: "image/jpeg", size });

describe("spec §5 upload rules", () => {
  it("takes png and jpg, refuses any other type and names the file", () => {
    expect(checkImage(png("a.png"))).toBeUndefined();
    expect(checkImage(jpg("b.jpg"))).toBeUndefined();
    expect(checkImage({ name: "c.JPG", type: "IMAGE/JPEG", size: 10 })).toBeUndefined();
    expect(checkImage({ name: "d.gif", type: "image/gif", size: 10 })).toEqual({ key: "image_type_invalid", params: { name: "d.gif" } });
    expect(checkImage({ name: "e.webp", type: "image/webp", size: 10 })).toMatchObject({ key: "image_type_invalid" });
    expect(checkImage({ name: "f.svg", type: "image/svg+xml", size: 10 })).toMatchObject({ key: "image_type_invalid" });
    expect(checkImage({ name: "g", type: "", size: 10 })).toMatchObject({ key: "image_type_invalid" });
    expect(checkImage(png("empty.png", 0))).toMatchObject({ key: "image_type_invalid" });
  });

  it("takes an image under 5 MB and refuses one of 5 MB or more", () => {
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(checkImage(png("ok.png", MAX_IMAGE_BYTES - 1))).toBeUndefined();
    expect(checkImage(png("edge.png", MAX_IMAGE_BYTES))).toEqual({ key: "image_too_large", params: { name: "edge.png", max: 5 } });
    expect(checkImage(jpg("big.jpg", 9 * 1024 * 1024))).toMatchObject({ key: "image_too_large" });
  });

  it("holds at most 3 images; a 4th is refused by name and nothing held is lost", () => {
    expect(MAX_UPLOAD_IMAGES).toBe(3);
    const first = admitImages([], [png("1.png"), png("2.png")]);
    expect(first.images.map((image) => image.name)).toEqual(["1.png", "2.png"]);
    expect(first.refused).toEqual([]);
    const second = admitImages(first.images, [png("3.png"), png("4.png")]);
    expect(second.images.map((image) => image.name)).toEqual(["1.png", "2.png", "3.png"]);
    expect(second.refused).toEqual([{ key: "images_too_many", params: { name: "4.png", max: 3 } }]);
  });

  it("checks each picked file on its own: a wrong one does not take the place of a right one", () => {
    const { images, refused } = admitImages([], [{ name: "x.gif", type: "image/gif", size: 1 }, png("ok.png"), png("huge.png", MAX_IMAGE_BYTES * 2)]);
    expect(images.map((image) => image.name)).toEqual(["ok.png"]);
    expect(refused.map((message) => ("key" in message ? message.key : ""))).toEqual(["image_type_invalid", "image_too_large"]);
  });

  it("follows the server's limits when it gives them", () => {
    const limits = { maxImages: 1, maxImageBytes: 1000, imageTypes: ["image/png"] };
    expect(admitImages([], [png("a.png", 10), png("b.png", 10)], limits).refused).toEqual([{ key: "images_too_many", params: { name: "b.png", max: 1 } }]);
    expect(checkImage(jpg("c.jpg"), limits)).toMatchObject({ key: "image_type_invalid" });
    expect(checkImages([png("a.png"), png("b.png")], limits)).toMatchObject({ key: "images_too_many" });
    expect(checkImages([png("a.png")], limits)).toMatchObject({ key: "image_too_large" });
    expect(checkImages([png("a.png", 10)], limits)).toBeUndefined();
  });

  it("takes a remark of up to 140 characters, optional", () => {
    expect(MAX_REMARK_LENGTH).toBe(140);
    expect(checkField(remarkRule, "")).toBeUndefined();
    expect(checkField(remarkRule, "a".repeat(140))).toBeUndefined();
    expect(checkField(remarkRule, "a".repeat(141))).toEqual({ key: "remark_too_long", params: { max: 140 } });
  });

  it("bounds the feedback text by the two configured lengths, with both in the message", () => {
    const rule = feedbackContentRule(10, 500);
    expect(checkField(rule, "")).toEqual({ key: "feedback_length", params: { min: 10, max: 500 } });
    expect(checkField(rule, "a".repeat(9))).toEqual({ key: "feedback_length", params: { min: 10, max: 500 } });
    expect(checkField(rule, "a".repeat(10))).toBeUndefined();
    expect(checkField(rule, "a".repeat(500))).toBeUndefined();
    expect(checkField(rule, "a".repeat(501))).toMatchObject({ key: "feedback_length" });
    expect(checkField(feedbackContentRule(5, 140), "short")).toBeUndefined();
  });
});
