// Types for the jest-dom matchers that the shared jest preset installs (toBeInTheDocument, ...).
import '@testing-library/jest-dom';
