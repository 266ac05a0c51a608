package dev.catalogkit.engine;

/**
 * A fact about the kit itself that a check relies on (its own fixture, its own arithmetic). When
 * one does not hold the kit is wrong, not the server: the check ends as ERROR, never as FAIL.
 */
public final class KitPremise {

  private KitPremise() {}

  /** The kit's own premise holds, or the check stops as ERROR (the kit's fault). */
  public static void require(boolean holds, String fact) {
    if (!holds) {
      throw new KitPremiseBroken("the kit's own premise does not hold: " + fact);
    }
  }

  /** Thrown by {@link #require}; the collector reports it as ERROR with this message. */
  public static final class KitPremiseBroken extends IllegalStateException {
    KitPremiseBroken(String message) {
      super(message);
    }
  }
}
