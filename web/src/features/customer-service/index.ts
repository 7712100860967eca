// The customer-service feature's public surface: the header button and the chat launch other screens reuse.
export { CustomerServiceButton } from "./customer-service-button.tsx";
export { useOpenCustomerService } from "./use-open-customer-service.ts";
