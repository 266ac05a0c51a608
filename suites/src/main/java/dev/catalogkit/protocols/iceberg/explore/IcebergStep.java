package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.explore.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The Iceberg operations an exploration walks. Namespaces are slots of the walk ({@code n0}, {@code
 * n1}: fresh top-level namespaces of the run on every walk); views and tables share a few names
 * ({@code a}, {@code b}, {@code c}), so clashes between them come often.
 */
sealed interface IcebergStep extends Step {

  /** The walk's namespace slot the step acts in. */
  int namespace();

  /** Sends the step through the walk, which judges the answer and reads back what changed. */
  void walkOn(IcebergWalk walk);

  /**
   * Tells the generator's sketch what the step leaves on a conforming server; nothing by default
   * (loads, listings, refusals).
   */
  default void sketch(Sketch sketch) {}

  /** Simpler forms of the step for the shrinker, simplest first: none by default. */
  default List<IcebergStep> simpler() {
    return List.of();
  }

  static String slot(int namespace) {
    return "n" + namespace;
  }

  static String retried(boolean keyed) {
    return keyed ? " (keyed, retried)" : "";
  }

  record CreateNamespace(int namespace) implements IcebergStep {
    @Override
    public void sketch(Sketch sketch) {
      sketch.createNamespace(namespace);
    }

    @Override
    public void walkOn(IcebergWalk walk) {
      walk.createNamespace(this);
    }

    @Override
    public String describe() {
      return "create namespace " + slot(namespace);
    }
  }

  record LoadNamespace(int namespace) implements IcebergStep {
    @Override
    public void walkOn(IcebergWalk walk) {
      walk.loadNamespace(this);
    }

    @Override
    public String describe() {
      return "load namespace " + slot(namespace);
    }
  }

  record NamespaceExists(int namespace) implements IcebergStep {
    @Override
    public void walkOn(IcebergWalk walk) {
      walk.namespaceExists(this);
    }

    @Override
    public String describe() {
      return "HEAD namespace " + slot(namespace);
    }
  }

  record DropNamespace(int namespace) implements IcebergStep {
    @Override
    public void sketch(Sketch sketch) {
      sketch.dropNamespace(namespace);
    }

    @Override
    public void walkOn(IcebergWalk walk) {
      walk.dropNamespace(this);
    }

    @Override
    public String describe() {
      return "drop namespace " + slot(namespace);
    }
  }

  /** Sets a property of the namespace, or removes it when {@code value} is null. */
  record NamespaceProperty(int namespace, String key, String value) implements IcebergStep {
    @Override
    public void walkOn(IcebergWalk walk) {
      walk.namespaceProperty(this);
    }

    @Override
    public String describe() {
      return value == null
          ? "remove property " + key + " of namespace " + slot(namespace)
          : "set property " + key + "=" + value + " on namespace " + slot(namespace);
    }
  }

  record CreateView(int namespace, String name) implements IcebergStep {
    @Override
    public void sketch(Sketch sketch) {
      sketch.createView(namespace, name);
    }

    @Override
    public void walkOn(IcebergWalk walk) {
      walk.createView(this);
    }

    @Override
    public String describe() {
      return "create view " + slot(namespace) + "." + name;
    }
  }

  record LoadView(int namespace, String name) implements IcebergStep {
    @Override
    public void walkOn(IcebergWalk walk) {
      walk.loadView(this);
    }

    @Override
    public String describe() {
      return "load view " + slot(namespace) + "." + name;
    }
  }

  record ViewExists(int namespace, String name) implements IcebergStep {
    @Override
    public void walkOn(IcebergWalk walk) {
      walk.viewExists(this);
    }

    @Override
    public String describe() {
      return "HEAD view " + slot(namespace) + "." + name;
    }
  }

  record ReplaceView(int namespace, String name, List<ViewChange> changes, boolean keyed)
      implements IcebergStep {
    public ReplaceView {
      changes = List.copyOf(changes);
    }

    /** Without its key, then with one change fewer (a replace keeps at least one). */
    @Override
    public List<IcebergStep> simpler() {
      List<IcebergStep> simpler = new ArrayList<>();
      if (keyed) {
        simpler.add(new ReplaceView(namespace, name, changes, false));
      }
      for (int i = 0; changes.size() > 1 && i < changes.size(); i++) {
        List<ViewChange> fewer = new ArrayList<>(changes);
        fewer.remove(i);
        simpler.add(new ReplaceView(namespace, name, fewer, keyed));
      }
      return simpler;
    }

    @Override
    public void sketch(Sketch sketch) {
      sketch.replaceView(namespace, name, changes);
    }

    @Override
    public void walkOn(IcebergWalk walk) {
      walk.replaceView(this);
    }

    @Override
    public String describe() {
      return "replace view "
          + slot(namespace)
          + "."
          + name
          + ": "
          + changes.stream().map(ViewChange::describe).collect(Collectors.joining(", "))
          + retried(keyed);
    }
  }

  record RenameView(int namespace, String from, String to, boolean keyed) implements IcebergStep {
    @Override
    public List<IcebergStep> simpler() {
      return keyed ? List.of(new RenameView(namespace, from, to, false)) : List.of();
    }

    @Override
    public void sketch(Sketch sketch) {
      sketch.renameView(namespace, from, to);
    }

    @Override
    public void walkOn(IcebergWalk walk) {
      walk.renameView(this);
    }

    @Override
    public String describe() {
      return "rename view " + slot(namespace) + "." + from + " -> " + to + retried(keyed);
    }
  }

  record DropView(int namespace, String name, boolean keyed) implements IcebergStep {
    @Override
    public List<IcebergStep> simpler() {
      return keyed ? List.of(new DropView(namespace, name, false)) : List.of();
    }

    @Override
    public void sketch(Sketch sketch) {
      sketch.dropView(namespace, name);
    }

    @Override
    public void walkOn(IcebergWalk walk) {
      walk.dropView(this);
    }

    @Override
    public String describe() {
      return "drop view " + slot(namespace) + "." + name + retried(keyed);
    }
  }

  record ListViews(int namespace, int pageSize) implements IcebergStep {
    @Override
    public void walkOn(IcebergWalk walk) {
      walk.listViews(this);
    }

    @Override
    public String describe() {
      return "list views of " + slot(namespace) + " (pageSize " + pageSize + ")";
    }
  }

  record ListTables(int namespace, int pageSize) implements IcebergStep {
    @Override
    public void walkOn(IcebergWalk walk) {
      walk.listTables(this);
    }

    @Override
    public String describe() {
      return "list tables of " + slot(namespace) + " (pageSize " + pageSize + ")";
    }
  }

  record CreateTable(int namespace, String name) implements IcebergStep {
    @Override
    public void sketch(Sketch sketch) {
      sketch.createTable(namespace, name);
    }

    @Override
    public void walkOn(IcebergWalk walk) {
      walk.createTable(this);
    }

    @Override
    public String describe() {
      return "create table " + slot(namespace) + "." + name;
    }
  }

  record LoadTable(int namespace, String name) implements IcebergStep {
    @Override
    public void walkOn(IcebergWalk walk) {
      walk.loadTable(this);
    }

    @Override
    public String describe() {
      return "load table " + slot(namespace) + "." + name;
    }
  }

  record TableExists(int namespace, String name) implements IcebergStep {
    @Override
    public void walkOn(IcebergWalk walk) {
      walk.tableExists(this);
    }

    @Override
    public String describe() {
      return "HEAD table " + slot(namespace) + "." + name;
    }
  }

  record RenameTable(int namespace, String from, String to, boolean keyed) implements IcebergStep {
    @Override
    public List<IcebergStep> simpler() {
      return keyed ? List.of(new RenameTable(namespace, from, to, false)) : List.of();
    }

    @Override
    public void sketch(Sketch sketch) {
      sketch.renameTable(namespace, from, to);
    }

    @Override
    public void walkOn(IcebergWalk walk) {
      walk.renameTable(this);
    }

    @Override
    public String describe() {
      return "rename table " + slot(namespace) + "." + from + " -> " + to + retried(keyed);
    }
  }

  record DropTable(int namespace, String name) implements IcebergStep {
    @Override
    public void sketch(Sketch sketch) {
      sketch.dropTable(namespace, name);
    }

    @Override
    public void walkOn(IcebergWalk walk) {
      walk.dropTable(this);
    }

    @Override
    public String describe() {
      return "drop table " + slot(namespace) + "." + name;
    }
  }
}
