// A scanned-looking invoice, the document-question-answering demo input.
import { el, svgDocument, text } from "./svg";

/** Line items of the invoice; the total printed on it is computed from them. */
export const INVOICE_LINES = [
  { item: "Rye flour, 25 kg", quantity: 4, price: 38.5 },
  { item: "Sourdough starter kit", quantity: 2, price: 24.0 },
  { item: "Proofing baskets", quantity: 12, price: 9.75 },
  { item: "Delivery", quantity: 1, price: 15.0 },
];

export function invoiceTotal(): number {
  return INVOICE_LINES.reduce((sum, line) => sum + line.quantity * line.price, 0);
}

export function formatEuros(amount: number): string {
  return `€${amount.toFixed(2)}`;
}

export function invoiceSvg(title: string): string {
  const rows = INVOICE_LINES.map((line, index) => {
    const y = 176 + index * 20;
    return [
      text(line.item, { x: 24, y, "font-size": 10, fill: "#222222" }),
      text(String(line.quantity), { x: 178, y, "font-size": 10, fill: "#222222", "text-anchor": "end" }),
      text(formatEuros(line.quantity * line.price), {
        x: 256,
        y,
        "font-size": 10,
        fill: "#222222",
        "text-anchor": "end",
      }),
    ].join("");
  }).join("");
  const body = [
    el("rect", { x: 0, y: 0, width: 280, height: 360, fill: "#fdfcf8" }),
    el("rect", { x: 0.5, y: 0.5, width: 279, height: 359, fill: "none", stroke: "#cfcac0" }),
    text("INVOICE", { x: 24, y: 40, "font-size": 20, "font-weight": "bold", fill: "#1d3557" }),
    text("Millstone Bakery Supplies", { x: 24, y: 60, "font-size": 10, fill: "#444444" }),
    text("12 Harbour Road, Portsmouth", { x: 24, y: 73, "font-size": 9, fill: "#666666" }),
    text("Invoice no. 2024-0187", { x: 256, y: 40, "font-size": 9, fill: "#444444", "text-anchor": "end" }),
    text("Date: 3 May 2024", { x: 256, y: 53, "font-size": 9, fill: "#444444", "text-anchor": "end" }),
    text("Bill to: The Corner Loaf", { x: 24, y: 110, "font-size": 10, fill: "#222222" }),
    text("Payment due: 2 June 2024", { x: 24, y: 124, "font-size": 10, fill: "#222222" }),
    el("line", { x1: 24, y1: 150, x2: 256, y2: 150, stroke: "#1d3557" }),
    text("Item", { x: 24, y: 146, "font-size": 9, "font-weight": "bold", fill: "#1d3557" }),
    text("Qty", {
      x: 178,
      y: 146,
      "font-size": 9,
      "font-weight": "bold",
      fill: "#1d3557",
      "text-anchor": "end",
    }),
    text("Amount", {
      x: 256,
      y: 146,
      "font-size": 9,
      "font-weight": "bold",
      fill: "#1d3557",
      "text-anchor": "end",
    }),
    rows,
    el("line", { x1: 24, y1: 258, x2: 256, y2: 258, stroke: "#1d3557" }),
    text("Total due", { x: 24, y: 278, "font-size": 12, "font-weight": "bold", fill: "#1d3557" }),
    text(formatEuros(invoiceTotal()), {
      x: 256,
      y: 278,
      "font-size": 12,
      "font-weight": "bold",
      fill: "#1d3557",
      "text-anchor": "end",
    }),
    text("Bank transfer to IBAN GB00 MILL 0000 1234 56.", { x: 24, y: 320, "font-size": 8, fill: "#666666" }),
    text("Thank you for your order!", { x: 24, y: 334, "font-size": 8, fill: "#666666" }),
  ].join("");
  return svgDocument(280, 360, title, body);
}
