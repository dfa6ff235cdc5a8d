import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test-utils/render";
import { Section } from "./Section";

describe("Section", () => {
  it("is a region named by its heading, even beside one headed alike or one with that anchor", () => {
    renderWithTheme(
      <main>
        <Section id="contact" heading="Contact">
          <p>Write to us.</p>
        </Section>
        <Section heading="Contact">
          <p>Or call.</p>
        </Section>
        <Section heading="Contact">
          <p>Or visit.</p>
        </Section>
      </main>,
    );
    const regions = screen.getAllByRole("region", { name: "Contact" });
    expect(regions.map((region) => region.textContent)).toEqual([
      "ContactWrite to us.",
      "ContactOr call.",
      "ContactOr visit.",
    ]);
    const ids = regions.map((region) => region.getAttribute("aria-labelledby"));
    expect(new Set(ids).size).toBe(3);
    expect(regions[0]).toHaveAttribute("id", "contact");
  });
});
