/** The form engine's public entry; filled by the form-engine issue. */
export const FORM_ENGINE_VERSION = '0.1.0';
