@_exported import AsyncAlgorithms
