import type { ComponentProps } from "react";
import { ContactSection, type ContactSectionProps } from "../contact/ContactSection";
import { AboutSection } from "./AboutSection";
import { Hero } from "./Hero";
import { ProductGroup, ProductsSection, type ProductGroupProps } from "./ProductsSection";

export interface HomePageProps {
  readonly hero: ComponentProps<typeof Hero>;
  readonly about: { readonly heading: string; readonly paragraphs: readonly string[] };
  readonly products: {
    readonly heading: string;
    readonly intro: string;
    /** The groups that have products, in order. */
    readonly groups: readonly ProductGroupProps[];
  };
  readonly contact: Omit<ContactSectionProps, "id">;
}

/** The home page: hero, About, Products and Contact. Section ids match the header's links. */
export function HomePage({ hero, about, products, contact }: HomePageProps) {
  return (
    <>
      <Hero {...hero} />
      <AboutSection id="about" heading={about.heading} paragraphs={about.paragraphs} />
      <ProductsSection id="products" heading={products.heading} intro={products.intro}>
        {products.groups.map((group) => (
          <ProductGroup key={group.kind} {...group} />
        ))}
      </ProductsSection>
      <ContactSection id="contact" {...contact} />
    </>
  );
}
