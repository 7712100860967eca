// Issue 20's account pages on phones against Prism: feedback with images,
// my account (personal info and picture), real-name verification, activity
// apply with images, and the install tutorials. Each: its main path, its
// main failure (a 500 → one message → Try again or a resend recovers), axe,
// and a screenshot.
import { expect, test, type Page } from "@playwright/test";
import { openAsMember, screenshot, setTheme } from "./helpers/app.ts";
import { expectNoSeriousA11yViolations } from "./helpers/axe.ts";

// A 1×1 png: real image bytes, so the thumbnails draw.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });
const serverError = { status: 500, json: { success: false, errorCode: "system.busy", message: "Internal Server Error" } };

async function failOnce(page: Page, url: string): Promise<void> {
  let failed = false;
  await page.route(url, async (route) => {
    if (failed) return route.fallback();
    failed = true;
    return route.fulfill(serverError);
  });
}

test.describe("feedback", () => {
  test("sends a category, the text and 3 images; a 4th is refused by name", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/feedback");
    await expect(page).toHaveTitle(/Feedback/);
    await page.getByLabel("Category").selectOption("DEPOSIT");
    await page.getByLabel("Your feedback").fill("My deposit of 500 at 21:14 has not arrived after 30 minutes.");
    await page.getByLabel("Add image").setInputFiles([png("receipt.png"), png("bank.png"), png("order.png"), png("extra.png")]);
    await expect(page.getByRole("alert")).toHaveText("extra.png: you can upload at most 3 images");
    await expect(page.getByRole("button", { name: "Remove order.png" })).toBeVisible();
    await expect(page.getByLabel("Add image")).toHaveCount(0);
    await screenshot(page, testInfo, "feedback-filled");
    await expectNoSeriousA11yViolations(page, "/m/feedback");

    const sent = page.waitForRequest((request) => request.url().includes("/wps/feedback") && request.method() === "POST");
    await page.getByRole("button", { name: "Send feedback" }).click();
    // Chromium does not hand file parts of an upload to the test; the form's kind and the three tiles above say what went.
    expect((await sent).headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    await expect(page.getByRole("heading", { name: "Feedback received" })).toBeVisible();
    await screenshot(page, testInfo, "feedback-sent");
  });

  test("keeps the text and images when the send fails, and sends on the next tap", async ({ page }) => {
    await failOnce(page, "**/wps/feedback");
    await openAsMember(page, "/m/feedback");
    await page.getByLabel("Category").selectOption("OTHER");
    await page.getByLabel("Your feedback").fill("The slots page froze after a spin.");
    await page.getByLabel("Add image").setInputFiles([png("frozen.png")]);
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page.getByRole("alert")).toHaveText("The system is busy, please try again later");
    await expect(page.getByText("Internal Server Error")).toHaveCount(0);
    await expect(page.getByLabel("Your feedback")).toHaveValue("The slots page froze after a spin.");
    await expect(page.getByRole("button", { name: "Remove frozen.png" })).toBeVisible();
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page.getByRole("heading", { name: "Feedback received" })).toBeVisible();
  });
});

test.describe("my account", () => {
  test("edits the personal info and changes the picture", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/member/info");
    await expect(page).toHaveTitle(/My account/);
    await expect(page.getByText("player_one")).toBeVisible();
    await screenshot(page, testInfo, "my-account");
    await expectNoSeriousA11yViolations(page, "/m/member/info");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("email incorrect");
    await page.getByLabel("Email").fill("lucky.one@example.com");
    const saved = page.waitForRequest((request) => request.url().endsWith("/wps/member/info") && request.method() === "POST");
    await page.getByRole("button", { name: "Save" }).click();
    expect((await saved).postDataJSON()).toMatchObject({ email: "lucky.one@example.com" });
    await expect(page.getByText("Your details have been saved")).toBeVisible();

    await page.getByRole("button", { name: "Change picture" }).click();
    const sheet = page.getByRole("dialog", { name: "Choose a picture" });
    await expect(sheet.getByRole("button", { name: "Picture 3" })).toBeVisible();
    await screenshot(page, testInfo, "my-account-avatar");
    await sheet.getByRole("button", { name: "Picture 3" }).click();
    await expect(page.getByText("Profile picture changed")).toBeVisible();
  });

  test("a profile that fails to load shows one message, and Try again recovers", async ({ page }, testInfo) => {
    await failOnce(page, "**/wps/member/info");
    await openAsMember(page, "/m/member/info");
    await expect(page.getByRole("alert")).toHaveText(/The system is busy, please try again later/);
    await screenshot(page, testInfo, "my-account-error");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByLabel("Nickname")).toBeVisible();
  });
});

test.describe("real-name verification", () => {
  test("names each wrong field, then submits and shows the review state", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/member/realName");
    await expect(page).toHaveTitle(/Real-name verification/);
    await page.getByLabel("Real name").fill("张");
    await page.getByLabel("ID number").fill("12");
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect(page.getByLabel("Real name")).toHaveAccessibleDescription("The format is incorrect");
    await expect(page.getByLabel("ID number")).toHaveAccessibleDescription("The format is incorrect");
    await expect(page.getByLabel("Real name")).toBeFocused();
    await screenshot(page, testInfo, "real-name-errors");
    await expectNoSeriousA11yViolations(page, "/m/member/realName");
    await page.getByLabel("Real name").fill("张伟");
    await page.getByLabel("ID number").fill("44030519900101123X");
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect(page.getByText(/are being reviewed/)).toBeVisible();
  });

  test("in Chinese and the light theme", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/member/realName");
    await setTheme(page, "light");
    await page.evaluate(() => window.localStorage.setItem("language", "CN"));
    await page.reload();
    await screenshot(page, testInfo, "real-name-cn-light");
  });
});

test.describe("activity apply", () => {
  test("applies with a remark and an image, then shows 'under review'", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/activity/apply?id=5005");
    await expect(page).toHaveTitle(/Apply for promotion/);
    await page.getByLabel("Remark").fill("Parlay lost by one leg on 2026-11-20");
    await page.getByLabel("Add image").setInputFiles([png("bet-slip.png")]);
    await screenshot(page, testInfo, "activity-apply");
    await expectNoSeriousA11yViolations(page, "/m/activity/apply");
    await page.getByRole("button", { name: "Apply now" }).click();
    await expect(page.getByText("Under review")).toBeVisible();
    await expect(page.getByRole("button", { name: "Apply now" })).toHaveCount(0);
  });

  test("a status that fails to load shows one message, and Try again recovers", async ({ page }) => {
    await failOnce(page, "**/wps/promotions/apply**");
    await openAsMember(page, "/m/activity/apply?id=5005");
    await expect(page.getByRole("alert")).toHaveText(/The system is busy, please try again later/);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByLabel("Remark")).toBeVisible();
  });
});

test.describe("install tutorials", () => {
  test("is reached from home's download dialog and lists both platforms", async ({ page }, testInfo) => {
    await page.goto("/m/install");
    await expect(page).toHaveTitle(/Install tutorials/);
    await expect(page.getByRole("heading", { name: "Android" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "iPhone and iPad" })).toBeVisible();
    await screenshot(page, testInfo, "install-guide");
    await expectNoSeriousA11yViolations(page, "/m/install");
  });
});
