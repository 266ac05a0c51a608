package dev.catalogkit.engine;

/**
 * What a profile found out about the server before the checks: what it offers, and the profile's
 * own run state (read back with {@link ProfileSession#state()}).
 *
 * @param <S> the profile's run state
 */
public record Discovery<S>(Capabilities capabilities, S state) {}
