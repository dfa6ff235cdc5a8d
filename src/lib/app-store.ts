/** Where an app's App Store links go: its own listing once its App Store ID is known. */
export function appStoreLink(appStore: { readonly id?: string | null; readonly url: string }): string {
  return appStore.id ? `https://apps.apple.com/app/id${appStore.id}` : appStore.url;
}

/** Safari's Smart App Banner for the app with this App Store ID (Apple's `apple-itunes-app`). */
export const smartAppBanner = (id: string): string => `app-id=${id}`;

/** Apple's standard license agreement, which an app without terms of its own is under. */
export const APPLE_STANDARD_EULA = "https://www.apple.com/legal/internet-services/itunes/dev/stdeula/";

/** An app's Google Play listing, by its package name. */
export const googlePlayLink = (id: string): string => `https://play.google.com/store/apps/details?id=${id}`;
