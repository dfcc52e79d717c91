// Adds the jest-dom matchers (toBeInTheDocument, toBeChecked, …) to every client test.
import '@testing-library/jest-dom';
