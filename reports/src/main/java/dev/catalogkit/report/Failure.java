package dev.catalogkit.report;

/**
 * Why a check did not pass, as a small report: what the requirement expected, what came back, and a
 * one-line hint for the server's developers. No stack trace of kit internals.
 */
public record Failure(String message, String expected, String actual, String hint) {}
