import { screen, within } from "@testing-library/react";
import { APPLE_NO_DATA } from "../../lib/apple-privacy";
import type { Language } from "../../lib/languages";
import { app, site } from "../../test-utils/fixtures";
import { renderWithTheme } from "../../test-utils/render";
import { PageLanguage } from "../layout/page-language";
import { AppPrivacyPage } from "./AppPrivacyPage";

/** An app that declares something in each of the label's sections, in Apple's English terms. */
const collecting: Queries.AppPrivacyFragment = {
  ...app.privacy,
  data: {
    usedToTrackYou: ["Device ID"],
    linkedToYou: [{ type: "Email Address", purposes: ["App Functionality"] }],
    notLinkedToYou: [
      { type: "Crash Data", purposes: ["Analytics", "App Functionality"] },
      { type: "Precise Location", purposes: ["Third-Party Advertising", "Analytics", "Other Purposes"] },
    ],
  },
};

function renderIn(language: Language, privacy: Queries.AppPrivacyFragment) {
  return renderWithTheme(
    <PageLanguage.Provider value={language}>
      <AppPrivacyPage privacy={privacy} site={site} />
    </PageLanguage.Provider>,
  );
}

/** A section's lines, each as the page reads it. */
const linesOf = (heading: string) =>
  within(screen.getByRole("list", { name: heading }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

const collected = () => screen.getByRole("region", { name: app.privacy.dataHeading });

describe("AppPrivacyPage", () => {
  it("in English shows Apple's English terms, each section with its lead", () => {
    renderIn("en", collecting);
    expect(
      within(collected())
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Data Used to Track You", "Data Linked to You", "Data Not Linked to You"]);
    expect(collected()).toHaveTextContent(
      "The following data may be used to track you across apps and websites owned by other companies:",
    );
    expect(collected()).toHaveTextContent("The following data may be collected and linked to your identity:");
    expect(collected()).toHaveTextContent(
      "The following data may be collected but it is not linked to your identity:",
    );
    expect(linesOf("Data Used to Track You")).toEqual(["Identifiers: Device ID"]);
    expect(linesOf("Data Linked to You")).toEqual([
      "Contact Info: Email Address, used for App Functionality",
    ]);
    expect(linesOf("Data Not Linked to You")).toEqual([
      "Diagnostics: Crash Data, used for Analytics and App Functionality",
      "Location: Precise Location, used for Third-Party Advertising, Analytics, and Other Purposes",
    ]);
    expect(collected()).not.toHaveTextContent(APPLE_NO_DATA);
  });

  it("in Spanish shows the Spanish App Store's terms", () => {
    renderIn("es", collecting);
    expect(
      within(collected())
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Datos usados para rastrearte", "Datos vinculados contigo", "Datos no vinculados contigo"]);
    expect(collected()).toHaveTextContent(
      "Los siguientes datos pueden usarse para rastrearte en apps y sitios web de otras empresas:",
    );
    expect(collected()).toHaveTextContent(
      "Los siguientes datos pueden recopilarse y vincularse con tu identidad:",
    );
    expect(collected()).toHaveTextContent(
      "Los siguientes datos pueden recopilarse, pero no se vinculan con tu identidad:",
    );
    expect(linesOf("Datos usados para rastrearte")).toEqual(["Identificadores: ID del dispositivo"]);
    expect(linesOf("Datos vinculados contigo")).toEqual([
      "Información de contacto: Dirección de correo electrónico, para Funcionalidad de la app",
    ]);
    expect(linesOf("Datos no vinculados contigo")).toEqual([
      "Diagnóstico: Datos de fallos, para Análisis y Funcionalidad de la app",
      "Ubicación: Ubicación precisa, para Publicidad de terceros, Análisis y Otros propósitos",
    ]);
    expect(collected()).not.toHaveTextContent(/used|Data|Linked/);
  });

  it.each([
    ["en", "Data Not Collected"],
    ["es", "Datos no recopilados"],
  ] as const)("in %s says so of an app that collects nothing", (language, noData) => {
    renderIn(language, { ...app.privacy, data: null });
    expect(collected()).toHaveTextContent(`${app.privacy.dataHeading}${noData}`, {
      normalizeWhitespace: false,
    });
    expect(within(collected()).queryByRole("heading", { level: 3 })).not.toBeInTheDocument();
  });
});
