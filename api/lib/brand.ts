/** The product's name, as e-mails, receipts and the web app show it. */
export const PRODUCT_NAME = 'Lotto Predict';
