/** Why an .ics file cannot be imported, in words shown to the person importing it. */
export class IcsImportError extends Error {}
