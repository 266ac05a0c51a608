package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.explore.Step;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.CreateNamespace;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.CreateTable;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.CreateView;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.DropNamespace;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.DropTable;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.DropView;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.ListTables;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.ListViews;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.LoadNamespace;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.LoadTable;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.LoadView;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.NamespaceProperty;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.RenameTable;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.RenameView;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.ReplaceView;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.ViewExists;
import dev.catalogkit.protocols.iceberg.explore.ViewChange.AddVersion;
import dev.catalogkit.protocols.iceberg.explore.ViewChange.RemoveProperty;
import dev.catalogkit.protocols.iceberg.explore.ViewChange.SetCurrent;
import dev.catalogkit.protocols.iceberg.explore.ViewChange.SetProperty;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Random Iceberg sequences. Every step is valid on its own; which objects exist decides only what
 * the model predicts. Namespace creates come first more often than not, and most view steps name a
 * view that is likely there, so sequences get deep (replace after replace, then a rename).
 */
final class StepGenerator {

  static final int NAMESPACES = 2;

  /** Names views and tables share, {@code a} to {@code e}: few enough to clash, enough to move. */
  private static final int NAMES = 5;

  /**
   * Property keys a replace or a namespace update sets and removes: {@code kit.p0} to {@code
   * kit.p2}.
   */
  private static final int PROPERTY_KEYS = 3;

  /** The prefix of every property the explorer sets; the server's own properties have none. */
  static final String PROPERTY_PREFIX = "kit.p";

  private static final int MAX_PAGE_SIZE = 4;

  private final boolean keyedRetries;

  /**
   * @param keyedRetries whether the server honours Idempotency-Key, so replaces, renames and view
   *     drops may be sent keyed and retried
   */
  StepGenerator(boolean keyedRetries) {
    this.keyedRetries = keyedRetries;
  }

  /**
   * A sequence that starts by creating its namespaces (so few steps are spent in one that is not
   * there yet; a shrink takes out the create that a finding does not need), then random steps.
   */
  List<Step> sequence(RandomGenerator random, int length) {
    List<Step> steps = new ArrayList<>();
    for (int slot = 0; slot < NAMESPACES && steps.size() < length; slot++) {
      steps.add(new CreateNamespace(slot));
    }
    int[] labels = {0};
    while (steps.size() < length) {
      steps.add(next(random, labels));
    }
    return steps;
  }

  private IcebergStep next(RandomGenerator random, int[] labels) {
    int ns = random.nextInt(NAMESPACES);
    String name = name(random.nextInt(NAMES));
    int kind = random.nextInt(100);
    if (kind < 8) {
      return new CreateNamespace(ns);
    } else if (kind < 9) {
      return new LoadNamespace(ns);
    } else if (kind < 10) {
      String key = PROPERTY_PREFIX + random.nextInt(PROPERTY_KEYS);
      return new NamespaceProperty(ns, key, random.nextBoolean() ? "v" + random.nextInt(10) : null);
    } else if (kind < 13) {
      return new DropNamespace(ns);
    } else if (kind < 27) {
      return new CreateView(ns, name);
    } else if (kind < 32) {
      return new LoadView(ns, name);
    } else if (kind < 35) {
      return new ViewExists(ns, name);
    } else if (kind < 55) {
      return new ReplaceView(ns, name, changes(random, labels), keyed(random));
    } else if (kind < 66) {
      return new RenameView(ns, name, otherName(random, name), keyed(random));
    } else if (kind < 72) {
      return new DropView(ns, name, keyed(random));
    } else if (kind < 77) {
      return new ListViews(ns, 1 + random.nextInt(MAX_PAGE_SIZE));
    } else if (kind < 85) {
      return new CreateTable(ns, name);
    } else if (kind < 87) {
      return new LoadTable(ns, name);
    } else if (kind < 89) {
      return new ListTables(ns, 1 + random.nextInt(MAX_PAGE_SIZE));
    } else if (kind < 95) {
      return new RenameTable(ns, name, otherName(random, name), keyed(random));
    }
    return new DropTable(ns, name);
  }

  /** One to three changes: versions added (current or not), a rollback, properties. */
  private static List<ViewChange> changes(RandomGenerator random, int[] labels) {
    List<ViewChange> changes = new ArrayList<>();
    int count = 1 + random.nextInt(3);
    boolean currentSet = false;
    for (int i = 0; i < count; i++) {
      int kind = random.nextInt(10);
      String key = PROPERTY_PREFIX + random.nextInt(PROPERTY_KEYS);
      if (kind < 4) {
        // one change of the current version per commit: two would leave the model guessing order
        boolean makeCurrent = !currentSet && random.nextBoolean();
        currentSet |= makeCurrent;
        changes.add(new AddVersion(++labels[0], makeCurrent));
      } else if (kind < 6 && !currentSet) {
        currentSet = true;
        changes.add(new SetCurrent(random.nextInt(3)));
      } else if (kind < 8) {
        changes.add(new SetProperty(key, "v" + random.nextInt(10)));
      } else {
        changes.add(new RemoveProperty(key));
      }
    }
    return changes;
  }

  private boolean keyed(RandomGenerator random) {
    return keyedRetries && random.nextInt(4) == 0;
  }

  /** Another of the shared names, for a rename. */
  private static String otherName(RandomGenerator random, String name) {
    int other = random.nextInt(NAMES - 1);
    return name(other >= name.charAt(0) - 'a' ? other + 1 : other);
  }

  private static String name(int index) {
    return String.valueOf((char) ('a' + index));
  }
}
