/** Whether a text, read from outside (an address, a file), is one of a record's own keys: the guard of a choice. */
export const isKeyOf =
  <T extends object>(record: T) =>
  (value: string): value is Extract<keyof T, string> =>
    Object.hasOwn(record, value)
