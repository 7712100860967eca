// The mock-scenarios feature's public surface: nothing for other features. main.tsx loads its two
// entry files itself, lazily and only in mock mode (VITE_MOCK_MODE=1), so a build for a real
// backend drops them: scenario-panel.tsx (the panel) and install.ts (the ?mock= source).
export {};
