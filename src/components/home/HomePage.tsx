import { ContactSection } from "../contact/ContactSection";
import { AboutSection } from "./AboutSection";
import { Hero } from "./Hero";
import { ProductsSection } from "./ProductsSection";

interface HomePageProps {
  readonly site: Queries.HeroFragment &
    Queries.AboutFragment &
    Queries.ProductsFragment &
    Queries.ContactFragment;
  readonly apps: readonly Queries.AppCardFragment[];
  readonly webPlatforms: readonly Queries.WebPlatformCardFragment[];
}

/** The home page: hero, About, Products and Contact. Section ids match the header's links. */
export function HomePage({ site, apps, webPlatforms }: HomePageProps) {
  return (
    <>
      <Hero site={site} />
      <AboutSection id="about" site={site} />
      <ProductsSection site={site} apps={apps} webPlatforms={webPlatforms} />
      <ContactSection site={site} />
    </>
  );
}
