import type { ReactNode } from "react";
import { useSiteContent } from "../../hooks/useSiteContent";
import { Layout } from "./Layout";

interface SiteLayoutProps {
  readonly children: ReactNode;
}

/** The layout of every page, with the header's and footer's content queried from site.yaml. */
export function SiteLayout({ children }: SiteLayoutProps) {
  const { header, footer } = useSiteContent();
  return (
    <Layout header={header} footer={footer}>
      {children}
    </Layout>
  );
}
