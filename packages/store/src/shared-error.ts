/** The global symbol under which an error names the class that made it (see madeBy). */
export const ERROR_CLASS = Symbol.for("modelhub.errorClass");

/**
 * Whether `value` is an error made by the class named `errorClass`, in any copy of its module.
 * The web server's bundle holds its own copy of this package, while the store it is handed was
 * opened by the command's copy (decision 071): a class from one copy would never match an error
 * thrown by the other, and a bad cursor would be a 500 instead of a 400. So the store's errors
 * carry their class's name under a global symbol, and their classes' `instanceof` compares it.
 */
export function madeBy(value: unknown, errorClass: string): boolean {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { [ERROR_CLASS]?: unknown })[ERROR_CLASS] === errorClass
  );
}
