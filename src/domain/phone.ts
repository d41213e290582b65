// Mobile phone (000 §5, §9): 09, then one of 0/1/2/3/9, then 8 digits.
export const phonePattern = /^09[01239]\d{8}$/;
