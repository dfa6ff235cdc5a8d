/**
 * Apple's Accessibility Nutrition Labels (App Store Connect, App Accessibility): the features an
 * app declares it supports on each device, by Apple's English names. Each language's names for
 * them, and a sentence on what each means, are the interface's (src/lib/dictionary.*.json).
 */
export const APPLE_ACCESSIBILITY_FEATURES = [
  "VoiceOver",
  "Voice Control",
  "Larger Text",
  "Dark Interface",
  "Differentiate Without Color Alone",
  "Sufficient Contrast",
  "Reduced Motion",
  "Captions",
  "Audio Descriptions",
] as const;

/** The devices a label is declared for, as App Store Connect names them in every language. */
export const APPLE_DEVICES = [
  "iPhone",
  "iPad",
  "Mac",
  "Apple Watch",
  "Apple TV",
  "Apple Vision Pro",
] as const;

export type AppleAccessibilityFeature = (typeof APPLE_ACCESSIBILITY_FEATURES)[number];
