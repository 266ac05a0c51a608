package dev.catalogkit.protocols.iceberg.explore;

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
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.NamespaceExists;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.RenameTable;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.RenameView;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.ReplaceView;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.TableExists;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.ViewExists;
import dev.catalogkit.protocols.iceberg.explore.Sketch.Namespace;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * A step aimed at what the sketch says exists, in one of the namespaces it holds: replaces, renames
 * and drops of existing views (a view whose current version moved is renamed most often), renames
 * onto free names and onto taken ones, creates and HEADs that clash with the other kind, listings
 * of a namespace that holds something, drops of a namespace that does or does not.
 */
final class AimedSteps {

  /**
   * Views with this many versions are not replaced by an aimed step: a server may expire the oldest
   * versions past its history size (Iceberg's default is 10), which the model does not follow.
   */
  private static final int MAX_VERSIONS = 8;

  /** A step the namespace makes meaningful, and how often to take it relative to the others. */
  private record Option(int weight, Supplier<IcebergStep> step) {}

  private final Draft draft;
  private final int ns;
  private final Namespace contents;
  private final List<Option> options = new ArrayList<>();

  private AimedSteps(Draft draft, int ns, Namespace contents) {
    this.draft = draft;
    this.ns = ns;
    this.contents = contents;
  }

  static IcebergStep next(Draft draft) {
    List<Integer> existing = draft.sketch().existing();
    if (existing.isEmpty()) {
      return new CreateNamespace(draft.namespace());
    }
    int ns = draft.oneOf(existing);
    return new AimedSteps(draft, ns, draft.sketch().in(ns).orElseThrow()).choose();
  }

  private IcebergStep choose() {
    onViews();
    onTables();
    clashes();
    creates();
    onNamespaces();
    return draft.weighted(options, Option::weight).step().get();
  }

  private void onViews() {
    List<String> views = List.copyOf(contents.views.keySet());
    List<String> replaceable =
        views.stream().filter(view -> contents.views.get(view).versions() < MAX_VERSIONS).toList();
    offer(
        20,
        replaceable,
        () -> new ReplaceView(ns, draft.oneOf(replaceable), draft.changes(), draft.keyed()));
    List<String> moved = contents.movedViews();
    offer(14, moved, free(), () -> renameView(draft.oneOf(moved), draft.oneOf(free())));
    offer(5, views, free(), () -> renameView(draft.oneOf(views), draft.oneOf(free())));
    offer(3, views, () -> ontoTaken(draft.oneOf(views), this::renameView));
    offer(4, views, () -> new DropView(ns, draft.oneOf(views), draft.keyed()));
    offer(3, views, () -> new LoadView(ns, draft.oneOf(views)));
    offer(1, views, () -> new ViewExists(ns, draft.oneOf(views)));
  }

  private void onTables() {
    List<String> tables = List.copyOf(contents.tables);
    offer(4, tables, free(), () -> renameTable(draft.oneOf(tables), draft.oneOf(free())));
    offer(2, tables, () -> ontoTaken(draft.oneOf(tables), this::renameTable));
    offer(3, tables, () -> new DropTable(ns, draft.oneOf(tables)));
    offer(1, tables, () -> new LoadTable(ns, draft.oneOf(tables)));
    offer(1, tables, () -> new TableExists(ns, draft.oneOf(tables)));
  }

  /** Each kind's route asked about a name the other kind, or the same kind, holds. */
  private void clashes() {
    List<String> views = List.copyOf(contents.views.keySet());
    List<String> tables = List.copyOf(contents.tables);
    offer(2, tables, () -> new CreateView(ns, draft.oneOf(tables)));
    offer(1, tables, () -> new ViewExists(ns, draft.oneOf(tables)));
    offer(1, tables, () -> new LoadView(ns, draft.oneOf(tables)));
    offer(2, views, () -> new CreateTable(ns, draft.oneOf(views)));
    offer(1, views, () -> new LoadTable(ns, draft.oneOf(views)));
    offer(1, views, () -> new TableExists(ns, draft.oneOf(views)));
    offer(1, views, () -> new CreateView(ns, draft.oneOf(views)));
    offer(1, tables, () -> new CreateTable(ns, draft.oneOf(tables)));
  }

  private void creates() {
    offer(12, free(), () -> new CreateView(ns, draft.oneOf(free())));
    offer(5, free(), () -> new CreateTable(ns, draft.oneOf(free())));
  }

  private void onNamespaces() {
    if (!contents.empty()) {
      options.add(new Option(4, () -> new ListViews(ns, draft.pageSize())));
      options.add(new Option(3, () -> new ListTables(ns, draft.pageSize())));
    }
    List<Integer> missing =
        IntStream.range(0, StepGenerator.NAMESPACES)
            .filter(slot -> draft.sketch().in(slot).isEmpty())
            .boxed()
            .toList();
    offer(3, missing, () -> new CreateNamespace(draft.oneOf(missing)));
    // what a missing namespace's routes answer: any kind of step, sent where nothing can be
    offer(3, missing, () -> StepGenerator.anyIn(draft, draft.oneOf(missing)));
    options.add(new Option(1, () -> new CreateNamespace(ns)));
    options.add(new Option(1, () -> new LoadNamespace(ns)));
    options.add(new Option(1, () -> new NamespaceExists(ns)));
    options.add(new Option(1, () -> StepGenerator.namespaceProperty(draft, ns)));
    options.add(new Option(2, () -> new DropNamespace(ns)));
  }

  private IcebergStep renameView(String from, String to) {
    return new RenameView(ns, from, to, draft.keyed());
  }

  private IcebergStep renameTable(String from, String to) {
    return new RenameTable(ns, from, to, draft.keyed());
  }

  /**
   * A rename of {@code from} onto a name a view or table holds, else onto any other name (never
   * onto itself).
   */
  private IcebergStep ontoTaken(String from, BiFunction<String, String, IcebergStep> rename) {
    List<String> others =
        Stream.concat(contents.views.keySet().stream(), contents.tables.stream())
            .filter(other -> !other.equals(from))
            .toList();
    return rename.apply(from, others.isEmpty() ? draft.otherThan(from) : draft.oneOf(others));
  }

  /** The shared names neither a view nor a table holds. */
  private List<String> free() {
    return IntStream.range(0, Draft.NAMES)
        .mapToObj(Draft::name)
        .filter(name -> !contents.taken(name))
        .toList();
  }

  /** Offers the step when there is something to aim it at. */
  private void offer(int weight, List<?> targets, Supplier<IcebergStep> step) {
    if (!targets.isEmpty()) {
      options.add(new Option(weight, step));
    }
  }

  /** Offers the step when there is something to aim it at and somewhere to move it. */
  private void offer(
      int weight, List<?> targets, List<?> destinations, Supplier<IcebergStep> step) {
    if (!destinations.isEmpty()) {
      offer(weight, targets, step);
    }
  }
}
