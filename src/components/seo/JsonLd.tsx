/** A schema.org structured-data block. `<` is escaped so content can never close the script. */
export function JsonLd({ data }: { readonly data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
