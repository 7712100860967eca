import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadedLocales } from "../../i18n/generated/i18n-util.ts";
import { TypesafeI18n, useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { RouteTexts } from "./route-texts.tsx";

const keptMs = loadedLocales.ms;

function AccountTab() {
  const { LL } = useI18nContext();
  return <p>{LL.account.tabs.login()}</p>;
}

function renderAccountTabInMalay() {
  render(
    <TypesafeI18n locale="ms">
      <RouteTexts namespaces={["account"]} fallback={<p>waiting</p>}>
        <AccountTab />
      </RouteTexts>
    </TypesafeI18n>,
  );
}

describe("route texts", () => {
  afterEach(() => {
    loadedLocales.ms = keptMs;
  });

  it("holds a screen back until its namespace is loaded, then shows it in the current language", async () => {
    const { account: _account, ...withoutAccount } = keptMs;
    loadedLocales.ms = withoutAccount as typeof keptMs;
    renderAccountTabInMalay();
    expect(screen.getByText("waiting")).toBeInTheDocument();
    expect(await screen.findByText("Log masuk")).toBeInTheDocument();
    expect(screen.queryByText("waiting")).not.toBeInTheDocument();
  });

  it("shows a screen whose namespaces are loaded at once", () => {
    renderAccountTabInMalay();
    expect(screen.getByText("Log masuk")).toBeInTheDocument();
  });
});
