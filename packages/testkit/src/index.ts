export * from "./check-syntax";
export * from "./golden";
