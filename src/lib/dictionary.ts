/**
 * The interface's words in each language the site speaks: labels of controls, texts for screen
 * readers and the contact form's texts. Content an editor changes lives in content/*.yaml.
 *
 * English is the specification's (docs/spec.md), word for word: change it there first. Every
 * language is a dictionary of the same shape, so a missing word fails typecheck. The Spanish is
 * written for Spanish speakers in the United States, addressing the visitor as "usted".
 */
import { withThousandsSeparators as grouped } from "./contact-form/messages";
import type { Language } from "./languages";
import { englishPrivacyWords } from "./apple-privacy";
import PRIVACY_LABEL_ES from "./dictionary.es-privacy-label.json";
import PUBLISHER_EN from "./dictionary.en-publisher.json";
import PUBLISHER_ES from "./dictionary.es-publisher.json";

/**
 * The words the pages' inline script writes as a visitor acts (src/behaviours/): kept apart, so
 * that the script carries these alone, in every language.
 */
const enScript = {
  carouselPause: "Pause slide show",
  carouselPlay: "Play slide show",
  /** The message's live count, with the most it may hold (src/lib/contact-form/field-lengths.ts). */
  characterCount: (count: number, max: number) => `${grouped(count)} of ${grouped(max)} characters`,
  /** The contact form's; these two and a placeholder state the message's minimum length. */
  hintTooShort: "Please write at least 10 characters",
  errors: {
    tooManySubmissions: "Too many submissions. Please try again later.",
    tooSoon: "Please wait before submitting again.",
    notHuman: "Please confirm you are human.",
    messageTooShort: "Please write a more detailed message (at least 10 characters).",
    // Then the required fields' own, in the page's language rather than the browser's.
    nameMissing: "Please fill in your name.",
    emailMissing: "Please fill in your email.",
    emailInvalid: "Please enter a valid email address.",
  },
};

const en = {
  skipToContent: "Skip to content",
  mainMenu: "Main menu",
  openMenu: "Menu",
  newTab: "(opens in a new tab)",
  carouselPrevious: "Previous screenshot",
  carouselNext: "Next screenshot",
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
  rating: (stars: number, max: number) => `${stars} out of ${max} stars`,
  unexpectedError: "Unexpected Application Error!",
  unexpectedErrorHelp: "Something went wrong while showing this page. Please reload it or go back home.",
  reload: "Reload the page",
  form: {
    placeholders: {
      name: "Your Name",
      email: "Your Email",
      phone: "Your Phone Number (optional)",
      message: "Your Message (minimum 10 characters)",
    },
    labels: {
      form: "Send us a message",
      name: "Name",
      email: "Email",
      phone: "Phone (optional)",
      message: "Message",
      human: "I confirm I am a human and not a robot",
      submit: "Send Message",
      honeypot: "Leave this field empty",
    },
  },
  // Pure: the pages' inline script, which takes the script's words from here, leaves it out.
  privacyLabel: /* @__PURE__ */ englishPrivacyWords(),
  script: enScript,
  /** What a publisher's pages say beside the content: accessibility features, the press kit's labels. */
  publisher: PUBLISHER_EN,
};

export type Words = typeof en;

const esScript: Words["script"] = {
  carouselPause: "Pausar la presentación",
  carouselPlay: "Reproducir la presentación",
  // Spanish in the United States groups digits with commas, as English does.
  characterCount: (count, max) => `${grouped(count)} de ${grouped(max)} caracteres`,
  hintTooShort: "Por favor, escriba al menos 10 caracteres",
  errors: {
    tooManySubmissions: "Ha enviado demasiados mensajes. Por favor, inténtelo de nuevo más tarde.",
    tooSoon: "Por favor, espere un momento antes de enviar otro mensaje.",
    notHuman: "Por favor, confirme que es una persona.",
    messageTooShort: "Por favor, escriba un mensaje más detallado (al menos 10 caracteres).",
    nameMissing: "Por favor, escriba su nombre.",
    emailMissing: "Por favor, escriba su correo electrónico.",
    emailInvalid: "Por favor, escriba una dirección de correo electrónico válida.",
  },
};

const es: Words = {
  skipToContent: "Saltar al contenido",
  mainMenu: "Menú principal",
  openMenu: "Menú",
  newTab: "(se abre en una pestaña nueva)",
  carouselPrevious: "Captura de pantalla anterior",
  carouselNext: "Captura de pantalla siguiente",
  slideLabel: (n, total) => `${n} de ${total}`,
  rating: (stars, max) => `${stars} de ${max} estrellas`,
  unexpectedError: "¡Ocurrió un error inesperado!",
  unexpectedErrorHelp: "Algo salió mal al mostrar esta página. Vuelva a cargarla o regrese al inicio.",
  reload: "Volver a cargar la página",
  form: {
    placeholders: {
      name: "Su nombre",
      email: "Su correo electrónico",
      phone: "Su número de teléfono (opcional)",
      message: "Su mensaje (mínimo 10 caracteres)",
    },
    labels: {
      form: "Envíenos un mensaje",
      name: "Nombre",
      email: "Correo electrónico",
      phone: "Teléfono (opcional)",
      message: "Mensaje",
      human: "Confirmo que soy una persona y no un robot",
      submit: "Enviar mensaje",
      honeypot: "Deje este campo vacío",
    },
  },
  // The App Store's Spanish (Latin America): its headings speak to the reader as "tú", and the
  // page keeps them so, as the visitor reads them in the App Store. "Para" rather than "usados
  // para": a data type's name may be of either gender, singular or plural.
  privacyLabel: PRIVACY_LABEL_ES,
  script: esScript,
  publisher: PUBLISHER_ES,
};

export const DICTIONARIES: Readonly<Record<Language, Words>> = { en, es };

/** The script's words of each language: what the pages' inline script imports. */
export const SCRIPT_WORDS: Readonly<Record<Language, Words["script"]>> = { en: enScript, es: esScript };

/** Which of the form's checks failed: src/lib/contact-form/rules.ts decides, the page's words say it. */
export type FormError = keyof Words["script"]["errors"];
