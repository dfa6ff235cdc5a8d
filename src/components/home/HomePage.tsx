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

/** The Products section: its heading, its intro and every group that has products, in order. */
export function HomeProducts({ heading, intro, groups }: HomePageProps["products"]) {
  return (
    <ProductsSection id="products" heading={heading} intro={intro}>
      {groups.map((group) => (
        <ProductGroup key={group.kind} {...group} />
      ))}
    </ProductsSection>
  );
}

/** The home page: hero, About, Products and Contact. Section ids match the header's links. */
export function HomePage({ hero, about, products, contact }: HomePageProps) {
  return (
    <>
      <Hero {...hero} />
      <AboutSection id="about" heading={about.heading} paragraphs={about.paragraphs} />
      <HomeProducts {...products} />
      <ContactSection id="contact" {...contact} />
    </>
  );
}
