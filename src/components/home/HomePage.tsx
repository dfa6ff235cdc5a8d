import type { ComponentProps } from "react";
import { ContactSection } from "../contact/ContactSection";
import { AboutSection } from "./AboutSection";
import { Hero } from "./Hero";
import { ProductsSection } from "./ProductsSection";

export interface HomePageProps {
  readonly hero: ComponentProps<typeof Hero>;
  readonly about: { readonly heading: string; readonly paragraphs: readonly string[] };
  readonly products: Omit<ComponentProps<typeof ProductsSection>, "id">;
}

/** The home page: hero, About, Products and Contact. Section ids match the header's links. */
export function HomePage({ hero, about, products }: HomePageProps) {
  return (
    <>
      <Hero {...hero} />
      <AboutSection id="about" heading={about.heading} paragraphs={about.paragraphs} />
      <ProductsSection id="products" {...products} />
      <ContactSection id="contact" />
    </>
  );
}
