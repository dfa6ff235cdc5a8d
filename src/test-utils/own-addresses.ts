/**
 * A copy of the specification's app's file (one language's part), as an editor makes a new app of
 * it: its own name, and each of its pages at its own address, /baby-lullabies-… → /starlight-stories-….
 */
export function giveOwnAddresses(app: Record<string, unknown>, name: string): void {
  const slug = name.toLowerCase().replaceAll(" ", "-");
  app.name = name;
  for (const part of Object.values(app))
    if (typeof part === "object" && part && "path" in part && typeof part.path === "string")
      part.path = part.path.replace(/^\/baby-lullabies/, `/${slug}`);
}
