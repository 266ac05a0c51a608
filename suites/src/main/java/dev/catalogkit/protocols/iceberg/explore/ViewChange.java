package dev.catalogkit.protocols.iceberg.explore;

/**
 * One change a replace asks for, as data the model resolves when the step is walked: which version
 * "the second one" is depends on what the view holds by then, and a shrunk sequence may hold fewer.
 */
sealed interface ViewChange {

  String describe();

  /**
   * An add-view-version with SQL unique to the walk ({@code select <label>}, so no server folds it
   * into an earlier version), made current with {@code set-current-view-version -1} or not.
   */
  record AddVersion(int label, boolean makeCurrent) implements ViewChange {
    String sql() {
      return "SELECT " + label + " AS event_count";
    }

    @Override
    public String describe() {
      return "add version " + label + (makeCurrent ? " and make it current (-1)" : "");
    }
  }

  /** set-current-view-version to an earlier version: the one at this place in the view's order. */
  record SetCurrent(int ordinal) implements ViewChange {
    @Override
    public String describe() {
      return "set current version to its version #" + (ordinal + 1);
    }
  }

  record SetProperty(String key, String value) implements ViewChange {
    @Override
    public String describe() {
      return "set " + key + "=" + value;
    }
  }

  record RemoveProperty(String key) implements ViewChange {
    @Override
    public String describe() {
      return "remove " + key;
    }
  }
}
