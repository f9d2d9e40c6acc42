/** Chat service settings of spec §9: secure transports, the PC client type and the upload type. */
export const ChatConfig = { httpScheme: "https", socketScheme: "wss", clientType: "pc", uploadType: "vim" } as const;
