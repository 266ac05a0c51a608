package dev.catalogkit.report;

/**
 * A waiver that did not do its job in this run: it expired (the failures it covered count again),
 * or it matched no failure (the server may have been fixed, so it can go). Reported in every
 * report; with {@code --strict-waivers} it fails the run.
 */
public record WaiverProblem(Waiver waiver, String problem) {}
