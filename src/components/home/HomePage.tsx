import type { ComponentProps } from "react";
import { ContactSection, type ContactSectionProps } from "../contact/ContactSection";
import { AboutSection } from "./AboutSection";
import { Hero } from "./Hero";
import {
  AppGroup,
  DirectoryGroup,
  ProductsSection,
  type AppGroupProps,
  type DirectoryGroupProps,
} from "./ProductsSection";

export interface HomePageProps {
  readonly hero: ComponentProps<typeof Hero>;
  readonly about: { readonly heading: string; readonly paragraphs: readonly string[] };
  readonly products: {
    readonly heading: string;
    readonly intro: string;
    readonly directory: DirectoryGroupProps;
    readonly app: AppGroupProps["app"];
    readonly appStoreTile: AppGroupProps["appStoreTile"];
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
        <DirectoryGroup {...products.directory} />
        <AppGroup app={products.app} appStoreTile={products.appStoreTile} />
      </ProductsSection>
      <ContactSection id="contact" {...contact} />
    </>
  );
}
