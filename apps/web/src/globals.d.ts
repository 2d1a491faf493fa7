/** The UI kit's name and version, written in at build time (shown on /diagnostic). */
declare const __UI_LIBRARY_VERSION__: string;
