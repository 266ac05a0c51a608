package dev.catalogkit.engine;

/**
 * What a profile found out about the server before the checks: what it offers, and the profile's
 * own run state (read back with {@link RunContext#state}).
 */
public record Discovery(Capabilities capabilities, Object state) {}
