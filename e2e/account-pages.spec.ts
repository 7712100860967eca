// The account pages in the browser against Prism: feedback (a
// PUT of the text), my account (personal info and picture), real-name
// verification (the KYC relays), activity
// apply with images, and the install tutorials. Each: its main path and axe.
// Their failures (a 500 → one message → Try again or a resend) are component
// tests of each screen.
import { expect, test } from "./helpers/test.ts";
import { openAsMember } from "./helpers/app.ts";
import { expectNoSeriousA11yViolations } from "./helpers/axe.ts";
import { screenshot } from "./helpers/screenshot.ts";

// A 1×1 png: real image bytes, so the thumbnails draw.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

test.describe("feedback", () => {
  test("refuses a text under 10 characters, then sends the text as JSON with PUT", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/feedback");
    await expect(page).toHaveTitle(/Feedback/);
    await page.getByLabel("Your feedback").fill("Too short");
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page.getByLabel("Your feedback")).toHaveAccessibleDescription("Please enter 10 to 500 characters");
    await page.getByLabel("Your feedback").fill("My deposit of 500 at 21:14 has not arrived after 30 minutes.");
    await screenshot(page, testInfo, "feedback-filled");
    await expectNoSeriousA11yViolations(page, "/m/feedback");

    const sent = page.waitForRequest((request) => request.url().includes("/wps/feedback") && request.method() === "PUT");
    await page.getByRole("button", { name: "Send feedback" }).click();
    expect((await sent).postDataJSON()).toEqual({ content: "My deposit of 500 at 21:14 has not arrived after 30 minutes." });
    await expect(page.getByRole("heading", { name: "Feedback received" })).toBeVisible();
    await screenshot(page, testInfo, "feedback-sent");
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

});

test.describe("real-name verification", () => {
  test("names each wrong field, then submits the KYC fields and shows the review state", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/member/realName");
    await expect(page).toHaveTitle(/Real-name verification/);
    await page.getByLabel("Real name").fill("E");
    await page.getByLabel("ID number").fill("12");
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect(page.getByLabel("ID type")).toHaveAccessibleDescription("This field is required");
    await expect(page.getByLabel("ID number")).toHaveAccessibleDescription("The format is incorrect");
    await expect(page.getByLabel("Real name")).toHaveAccessibleDescription("The format is incorrect");
    await expect(page.getByLabel("ID type")).toBeFocused();
    await screenshot(page, testInfo, "real-name-errors");
    await expectNoSeriousA11yViolations(page, "/m/member/realName");
    await page.getByLabel("ID type").selectOption("NATIONAL_ID");
    await page.getByLabel("ID number").fill("880199012345");
    await page.getByLabel("Real name").fill("Emon Rahman");
    // Prism forgets: the status the app asks again is what the server would say after a submission.
    await page.route("**/wps/relay/MCSFE_getCustomerKycStatus", (route) => route.fulfill({ json: { success: true, value: { verifyStatus: "NOT_VERIFIED", statusForFE: "PENDING" } } }));
    const sent = page.waitForRequest((request) => request.url().includes("MCSFE_updateIdTypeAndKycFields"));
    await page.getByRole("button", { name: "Submit for review" }).click();
    expect((await sent).postDataJSON()).toEqual({
      fields: [
        { fieldId: "ID_TYPE", fieldValue: "NATIONAL_ID" },
        { fieldId: "ID", fieldValue: "880199012345" },
        { fieldId: "WITHDRAWER_NAME", fieldValue: "Emon Rahman" },
      ],
    });
    await expect(page.getByText(/are being reviewed/)).toBeVisible();
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
