/** The app address a message carries (absolute, http(s)://…/#/route?…, as a mail client opens it), or undefined: a relative one is none. */
export const appLink = (text: string): string | undefined => /(https?:\/\/[^\s#]+#\/[^\s]*)/.exec(text)?.[1];
