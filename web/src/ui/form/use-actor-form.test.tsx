// The form kit with a form that has no machine of its own (the pattern for
// feedback, bank card, personal info): formMachine owns values and errors,
// the mutation is its one call.
import { emailRule, usernameRule } from "@platform/machines";
import { PlatformError } from "@platform/sdk";
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useLanguage } from "../../i18n/use-language.ts";
import { renderWithProviders } from "../../testing/test-utils.tsx";
import { FormAlert, FormField, SubmitButton, useActorForm, useFormActor } from "./index.ts";

function ContactForm({ send, onSent }: { send: (values: { username: string; email: string }) => Promise<string>; onSent: (answer: string) => void }) {
  const actor = useFormActor({ rules: { username: usernameRule, email: emailRule }, submit: send, onSubmitted: onSent });
  const form = useActorForm(actor);
  const { changeLanguage } = useLanguage();
  return (
    <form noValidate onSubmit={form.onSubmit}>
      <FormField label="Name" error={form.errorOf("username")}>
        {({ inputId, describedBy }) => <input id={inputId} {...describedBy} {...form.field("username")} />}
      </FormField>
      <FormField label="Email" error={form.errorOf("email")}>
        {({ inputId, describedBy }) => <input id={inputId} {...describedBy} {...form.field("email")} />}
      </FormField>
      <FormAlert text={form.alert} />
      <SubmitButton label="Send" />
      <button type="button" onClick={() => void changeLanguage("cn")}>
        CN
      </button>
      <button type="button" onClick={() => form.focus("email")}>
        To email
      </button>
    </form>
  );
}

describe("useActorForm with useFormActor (a form without a flow of its own)", () => {
  it("shows the machine's errors under each field, focuses the first, and sends nothing", async () => {
    const send = vi.fn();
    const { user } = renderWithProviders(<ContactForm send={send} onSent={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Username must be 1-20 letters, digits or underscores");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Enter your email");
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    // A wrong field is checked again as it is fixed (spec §5).
    await user.type(screen.getByLabelText("Name"), "player_one");
    expect(screen.getByLabelText("Name")).not.toHaveAccessibleDescription();
  });

  // A form focuses a field of its own choosing (registration: the username the server refused).
  it("focuses a field by its name", async () => {
    const { user } = renderWithProviders(<ContactForm send={vi.fn()} onSent={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "To email" }));
    expect(screen.getByLabelText("Email")).toHaveFocus();
  });

  it("sends the typed values once checked, and hands over the answer", async () => {
    const send = vi.fn(async () => "thanks");
    const onSent = vi.fn();
    const { user } = renderWithProviders(<ContactForm send={send} onSent={onSent} />);
    await user.type(screen.getByLabelText("Name"), "player_one");
    await user.type(screen.getByLabelText("Email"), "player@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith("thanks"));
    expect(send).toHaveBeenCalledWith({ username: "player_one", email: "player@example.com" });
  });

  it("keeps what was typed and shows the failure's one message", async () => {
    const send = vi.fn(() => Promise.reject(new PlatformError({ kind: "api", status: 500, serverMessage: "Internal Server Error" })));
    const { user } = renderWithProviders(<ContactForm send={send} onSent={vi.fn()} />);
    await user.type(screen.getByLabelText("Name"), "player_one");
    await user.type(screen.getByLabelText("Email"), "player@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The system is busy, please try again later");
    expect(screen.getByLabelText("Name")).toHaveValue("player_one");
  });

  it("words the errors in the new language after a language change", async () => {
    const { user } = renderWithProviders(<ContactForm send={vi.fn()} onSent={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(screen.getByRole("button", { name: "CN" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    await waitFor(() => expect(screen.getByLabelText("Email")).not.toHaveAccessibleDescription("Enter your email"));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription();
  });
});
