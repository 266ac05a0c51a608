package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.client.IdempotencyKeys;
import dev.catalogkit.client.ObjectLedger.ObjectRef;
import dev.catalogkit.client.Pager;
import dev.catalogkit.client.RequestBody;
import dev.catalogkit.explore.Disagreement;
import dev.catalogkit.explore.WalkResult;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergKind;
import dev.catalogkit.protocols.iceberg.checks.RenameBody;
import dev.catalogkit.protocols.iceberg.checks.ReplaceBody;
import dev.catalogkit.protocols.iceberg.checks.TableBody;
import dev.catalogkit.protocols.iceberg.checks.View;
import dev.catalogkit.protocols.iceberg.checks.ViewBody;
import dev.catalogkit.protocols.iceberg.explore.CatalogModel.Contents;
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
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.NamespaceProperty;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.RenameTable;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.RenameView;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.ReplaceView;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.TableExists;
import dev.catalogkit.protocols.iceberg.explore.IcebergStep.ViewExists;
import dev.catalogkit.protocols.iceberg.explore.ModelView.Aspect;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * One walk of a sequence against the server, in namespaces of its own: each step is sent, its
 * answer judged against the model's prediction (status, schema, and the view it answers), and what
 * the model says changed is read back. The first disagreement ends the walk; the walk then drops
 * what the model says is left.
 */
final class IcebergWalk {

  private static final int MAX_PAGES = 100;

  private final IcebergCatalogClient client;
  private final List<List<String>> namespaces = new ArrayList<>();
  private final CatalogModel model = new CatalogModel();

  /**
   * A walk whose namespace slots are top-level namespaces named after {@code base}, through a
   * client recording under a check of the walk's own ({@link IcebergCatalogClient#forCheck}).
   */
  IcebergWalk(IcebergCatalogClient client, String base) {
    this.client = client;
    for (int slot = 0; slot < StepGenerator.NAMESPACES; slot++) {
      namespaces.add(List.of(base + "_" + IcebergStep.slot(slot)));
    }
  }

  WalkResult walk(List<IcebergStep> steps) {
    WalkResult result;
    try {
      result = walkUntilDisagreement(steps).sent(client.takeRecorded());
    } finally {
      cleanUp();
      client.takeRecorded(); // the clean-up's exchanges are no part of any finding
    }
    return result;
  }

  private WalkResult walkUntilDisagreement(List<IcebergStep> steps) {
    int walked = 0;
    try {
      for (IcebergStep step : steps) {
        walked++;
        step.walkOn(this);
      }
      return WalkResult.passed(walked);
    } catch (Disagreement disagreement) {
      return disagreement.isFinding()
          ? WalkResult.failed(walked, disagreement.at(walked))
          : WalkResult.stopped(walked, "step " + walked + ": " + disagreement.getMessage());
    }
  }

  // --- namespaces ---

  void createNamespace(CreateNamespace step) {
    int slot = step.namespace();
    Exchange created = client.createNamespace(ns(slot));
    if (model.exists(slot)) {
      Predictions.status(created, 409, "ICE-NS-11");
    } else {
      Predictions.status(created, 200, null);
      model.create(slot);
    }
  }

  void loadNamespace(LoadNamespace step) {
    int slot = step.namespace();
    Exchange loaded = client.loadNamespace(ns(slot));
    Predictions.status(
        loaded, model.exists(slot) ? 200 : 404, model.exists(slot) ? null : "ICE-NS-12");
  }

  /** HEAD on an existing namespace has no sentence of its own; on a missing one ICE-NS-12's. */
  void namespaceExists(NamespaceExists step) {
    int slot = step.namespace();
    Exchange head = client.namespaceExists(ns(slot));
    Predictions.status(
        head, model.exists(slot) ? 204 : 404, model.exists(slot) ? null : "ICE-NS-12");
  }

  void dropNamespace(DropNamespace step) {
    int slot = step.namespace();
    Exchange dropped = client.dropNamespace(ns(slot));
    Optional<Contents> contents = model.in(slot);
    if (contents.isEmpty()) {
      Predictions.status(dropped, 404, "ICE-NS-10");
    } else if (!contents.get().empty()) {
      Predictions.status(dropped, 409, "ICE-NS-08");
    } else {
      Predictions.status(dropped, 204, "ICE-NS-09");
      model.drop(slot);
      forget(IcebergKind.NAMESPACE, slot, null);
      Predictions.status(client.loadNamespace(ns(slot)), 404, "ICE-NS-09");
    }
  }

  void namespaceProperty(NamespaceProperty step) {
    int slot = step.namespace();
    boolean removal = step.value() == null;
    Exchange updated =
        client.updateProperties(
            ns(slot),
            removal ? Map.of() : Map.of(step.key(), step.value()),
            removal ? List.of(step.key()) : List.of());
    Optional<Contents> contents = model.in(slot);
    if (contents.isEmpty()) {
      Predictions.status(updated, 404, "ICE-NS-15");
      return;
    }
    Predictions.status(updated, 200, "ICE-NS-14");
    if (removal) {
      contents.get().properties.remove(step.key());
    } else {
      contents.get().properties.put(step.key(), step.value());
    }
    Exchange loaded = client.loadNamespace(ns(slot));
    Predictions.status(loaded, 200, "ICE-NS-14");
    Map<String, String> kit = new TreeMap<>();
    loaded
        .at("/properties")
        .fields()
        .forEachRemaining(
            property -> {
              if (property.getKey().startsWith(StepGenerator.PROPERTY_PREFIX)) {
                kit.put(property.getKey(), property.getValue().asText());
              }
            });
    Predictions.same(
        "ICE-NS-14", "the namespace's kit properties", contents.get().properties, kit, loaded);
  }

  // --- views ---

  void createView(CreateView step) {
    int slot = step.namespace();
    String name = step.name();
    Exchange created =
        client.createView(ns(slot), ViewBody.from(ViewBody.MINIMAL, name, ns(slot)).request());
    String rule = refusal(slot, name, "ICE-VCR-04", "ICE-VCR-05", "ICE-XTY-01");
    if (rule != null) {
      Predictions.status(created, rule.equals("ICE-VCR-04") ? 404 : 409, rule);
    } else {
      rule = "ICE-VCR-01";
      Predictions.status(created, 200, rule);
      ModelView view = learned(View.in(created));
      if (model.holdsViewWithUuid(view.uuid)) {
        throw new Disagreement(
            "ICE-VCR-11", "a view-uuid of its own", "another view's " + view.uuid, created);
      }
      model.in(slot).orElseThrow().views.put(name, view);
    }
    readBack(slot, name, rule);
  }

  /** A view as its create answered it: the model takes what the checks judge already. */
  private static ModelView learned(View view) {
    ModelView model = new ModelView(view.uuid(), view.currentVersion().schemaId());
    Map<Integer, String> versions = view.sqlByVersionId();
    versions.forEach((id, sql) -> model.addVersion(sql, id));
    model.makeCurrent(view.currentVersion().sql());
    List<Integer> log = view.versionLog();
    if (versions.keySet().containsAll(log)) {
      model.learnLog(log.stream().map(versions::get).toList());
    } else {
      model.forgetLog(); // a log naming a version the view lacks: the checks judge that answer
    }
    model.properties().putAll(view.propertiesSetByTheKit());
    model.vouchAll("ICE-VLD-01");
    return model;
  }

  void loadView(LoadView step) {
    int slot = step.namespace();
    Exchange loaded = client.loadView(ns(slot), step.name());
    Optional<ModelView> view = model.view(slot, step.name());
    if (view.isPresent()) {
      Predictions.status(loaded, 200, view.get().vouchedBy(Aspect.IDENTITY));
      ViewComparison.expectModel(view.get(), loaded);
    } else {
      Predictions.status(loaded, 404, missingView(slot, step.name(), "ICE-VLD-08", "ICE-VLD-02"));
    }
  }

  void viewExists(ViewExists step) {
    int slot = step.namespace();
    Exchange head = client.viewExists(ns(slot), step.name());
    if (model.hasView(slot, step.name())) {
      Predictions.status(head, 204, "ICE-VLD-03");
    } else {
      Predictions.status(head, 404, missingView(slot, step.name(), "ICE-VLD-04", "ICE-VLD-04"));
    }
  }

  void replaceView(ReplaceView step) {
    int slot = step.namespace();
    String name = step.name();
    Optional<ModelView> found = model.view(slot, name);
    if (found.isEmpty()) {
      RequestBody commit = ReplaceBody.of(ns(slot), name, Optional.empty(), List.of());
      Predictions.status(client.replaceView(ns(slot), name, commit, null), 404, "ICE-VRP-06");
      readBack(slot, name, "ICE-VRP-06");
      return;
    }
    ModelView view = found.get();
    ViewReplace replace = ViewReplace.of(view, step.changes(), ns(slot));
    RequestBody commit = ReplaceBody.of(ns(slot), name, Optional.of(view.uuid), replace.updates());
    String key = step.keyed() ? IdempotencyKeys.next() : null;
    Exchange replaced = client.replaceView(ns(slot), name, commit, key);
    Predictions.status(replaced, 200, replace.acceptedBy());
    replace.applyTo(view);
    if (key != null) {
      Predictions.replay(replaced, client.replaceView(ns(slot), name, commit, key), "ICE-IDEM-01");
    }
    // the stored view first, by the sentences of each change; then the answer, which ICE-VRP-01
    // promises to be that view: a wrong answer over a right view is the answer's fault alone
    readBack(slot, name, "ICE-VRP-01");
    ViewComparison.expectAnsweredBy("ICE-VRP-01", view, replaced);
  }

  void renameView(RenameView step) {
    int slot = step.namespace();
    RequestBody body = RenameBody.of(ns(slot), step.from(), ns(slot), step.to()).request();
    String key = step.keyed() ? IdempotencyKeys.next() : null;
    Exchange renamed = client.renameView(body, key);
    String rule;
    if (!model.hasView(slot, step.from())) {
      rule = "ICE-REN-14";
      Predictions.status(renamed, 404, rule);
    } else if (model.taken(slot, step.to())) {
      rule = model.hasView(slot, step.to()) ? "ICE-REN-16" : "ICE-XTY-03";
      Predictions.status(renamed, 409, rule);
    } else {
      rule = "ICE-REN-12";
      Predictions.status(renamed, 204, rule);
      Contents contents = model.in(slot).orElseThrow();
      ModelView moved = contents.views.remove(step.from());
      moved.vouchAll(rule);
      contents.views.put(step.to(), moved);
      forget(IcebergKind.VIEW, slot, step.from());
    }
    if (key != null) {
      Predictions.replay(renamed, client.renameView(body, key), "ICE-IDEM-10");
    }
    readBack(slot, step.from(), rule);
    readBack(slot, step.to(), rule);
  }

  void dropView(DropView step) {
    int slot = step.namespace();
    String key = step.keyed() ? IdempotencyKeys.next() : null;
    Exchange dropped = client.dropView(ns(slot), step.name(), key);
    String rule = model.hasView(slot, step.name()) ? "ICE-VLD-06" : "ICE-VLD-07";
    Predictions.status(dropped, rule.equals("ICE-VLD-06") ? 204 : 404, rule);
    model.in(slot).ifPresent(contents -> contents.views.remove(step.name()));
    forget(IcebergKind.VIEW, slot, step.name());
    if (key != null) {
      Predictions.replay(dropped, client.dropView(ns(slot), step.name(), key), "ICE-IDEM-09");
    }
    readBack(slot, step.name(), rule);
  }

  void listViews(ListViews step) {
    list(step.namespace(), "listViews", step.pageSize(), true);
  }

  void listTables(ListTables step) {
    list(step.namespace(), "listTables", step.pageSize(), false);
  }

  /** A paged listing of views or tables; a missing namespace's listing is 404 (ICE-PAGE-05). */
  private void list(int slot, String operation, int pageSize, boolean views) {
    Pager.Walk walk =
        client.walk(operation, ns(slot), Map.of("pageSize", String.valueOf(pageSize)), MAX_PAGES);
    Optional<Contents> contents = model.in(slot);
    if (contents.isEmpty()) {
      Predictions.status(walk.pages().get(0), 404, "ICE-PAGE-05");
      return;
    }
    Set<String> viewNames = contents.get().views.keySet();
    Set<String> tableNames = contents.get().tables.keySet();
    Listing.expect(
        walk,
        pageSize,
        views ? viewNames : tableNames,
        views ? tableNames : viewNames,
        // the views' exact listing has a sentence of its own; the tables' is its pagination's
        views ? "ICE-VLD-09" : "ICE-PAGE-01",
        MAX_PAGES);
  }

  // --- tables ---

  void createTable(CreateTable step) {
    int slot = step.namespace();
    String name = step.name();
    Exchange created = client.createTable(ns(slot), TableBody.minimal(name));
    String rule = refusal(slot, name, "ICE-NS-16", "ICE-XTY-02", "ICE-XTY-09");
    if (rule != null) {
      Predictions.status(created, rule.equals("ICE-NS-16") ? 404 : 409, rule);
    } else {
      Predictions.status(created, 200, null);
      model.in(slot).orElseThrow().tables.put(name, new ModelTable(tableUuid(created), null));
    }
    readBack(slot, name, rule);
  }

  void loadTable(LoadTable step) {
    int slot = step.namespace();
    Exchange loaded = client.loadTable(ns(slot), step.name());
    ModelTable table =
        model.in(slot).map(contents -> contents.tables.get(step.name())).orElse(null);
    if (table == null) {
      Predictions.status(loaded, 404, missingTable(slot, step.name()));
    } else {
      Predictions.status(loaded, 200, table.vouchedBy());
      Predictions.same(table.vouchedBy(), "table-uuid", table.uuid(), tableUuid(loaded), loaded);
    }
  }

  /** HEAD on an existing table has no sentence of its own; a view's name is ICE-XTY-08's. */
  void tableExists(TableExists step) {
    int slot = step.namespace();
    Exchange head = client.tableExists(ns(slot), step.name());
    if (model.hasTable(slot, step.name())) {
      Predictions.status(head, 204, null);
    } else {
      Predictions.status(head, 404, missingTable(slot, step.name()));
    }
  }

  void renameTable(RenameTable step) {
    int slot = step.namespace();
    RequestBody body = RenameBody.of(ns(slot), step.from(), ns(slot), step.to()).request();
    String key = step.keyed() ? IdempotencyKeys.next() : null;
    Exchange renamed = client.renameTable(body, key);
    String rule;
    if (!model.hasTable(slot, step.from())) {
      rule = "ICE-REN-03";
      Predictions.status(renamed, 404, rule);
    } else if (model.taken(slot, step.to())) {
      rule = model.hasTable(slot, step.to()) ? "ICE-REN-05" : "ICE-REN-06";
      Predictions.status(renamed, 409, rule);
    } else {
      Predictions.status(renamed, 204, "ICE-REN-01");
      rule = "ICE-REN-02";
      Map<String, ModelTable> tables = model.in(slot).orElseThrow().tables;
      tables.put(step.to(), new ModelTable(tables.remove(step.from()).uuid(), rule));
      forget(IcebergKind.TABLE, slot, step.from());
    }
    if (key != null) {
      Predictions.replay(renamed, client.renameTable(body, key), "ICE-IDEM-02");
    }
    readBack(slot, step.from(), rule);
    readBack(slot, step.to(), rule);
  }

  void dropTable(DropTable step) {
    int slot = step.namespace();
    Exchange dropped = client.dropTable(ns(slot), step.name());
    if (model.hasTable(slot, step.name())) {
      Predictions.status(dropped, 204, null);
      model.in(slot).orElseThrow().tables.remove(step.name());
      forget(IcebergKind.TABLE, slot, step.name());
      readBack(slot, step.name(), null);
    } else {
      Predictions.status(dropped, 404, missingTable(slot, step.name()));
    }
  }

  // --- predictions and read-backs ---

  /**
   * The rule a create under this name breaks if it is not refused: the namespace is missing, a view
   * holds the name, a table holds it; null when the create should succeed.
   */
  private String refusal(
      int slot, String name, String missingNamespace, String viewThere, String tableThere) {
    if (!model.exists(slot)) {
      return missingNamespace;
    }
    if (model.hasView(slot, name)) {
      return viewThere;
    }
    return model.hasTable(slot, name) ? tableThere : null;
  }

  /** The rule of a 404 from a view route for a name that is no view. */
  private String missingView(int slot, String name, String missingNamespace, String missing) {
    if (!model.exists(slot)) {
      return missingNamespace;
    }
    return model.hasTable(slot, name) ? "ICE-XTY-07" : missing;
  }

  /** The rule of a 404 from a table route for a name that is no table. */
  private String missingTable(int slot, String name) {
    return model.hasView(slot, name) ? "ICE-XTY-08" : "ICE-NS-16";
  }

  /**
   * Loads the name as a view and as a table and expects what the model holds. An object there that
   * should not be, or missing that should be there, breaks {@code rule} (the step's); a missing one
   * answered otherwise than 404 breaks the rule of that load; the view's content breaks what
   * vouched for it.
   */
  private void readBack(int slot, String name, String rule) {
    if (!model.exists(slot)) {
      return;
    }
    Exchange view = client.loadView(ns(slot), name);
    Optional<ModelView> expected = model.view(slot, name);
    if (expected.isPresent()) {
      Predictions.status(view, 200, rule);
      ViewComparison.expectModel(expected.get(), view);
    } else {
      expectAbsent(view, rule, missingView(slot, name, "ICE-VLD-08", "ICE-VLD-02"));
    }
    Exchange table = client.loadTable(ns(slot), name);
    ModelTable modelTable = model.in(slot).orElseThrow().tables.get(name);
    if (modelTable == null) {
      expectAbsent(table, rule, missingTable(slot, name));
    } else {
      Predictions.status(table, 200, rule);
      Predictions.same(rule, "table-uuid", modelTable.uuid(), tableUuid(table), table);
    }
  }

  /** A load of what the model says is not there: found breaks the step's rule, else the load's. */
  private static void expectAbsent(Exchange loaded, String stepRule, String loadRule) {
    Predictions.status(loaded, 404, loaded.succeeded() ? stepRule : loadRule);
  }

  private static String tableUuid(Exchange answer) {
    return answer.at("/metadata/table-uuid").asText(null);
  }

  private List<String> ns(int slot) {
    return namespaces.get(slot);
  }

  /** Drops what the model says is left, views and tables first; the janitor gets the rest. */
  private void cleanUp() {
    model
        .namespaces()
        .forEach(
            (slot, contents) -> {
              contents
                  .views
                  .keySet()
                  .forEach(name -> drop(IcebergKind.VIEW, slot, name, this::dropView));
              contents
                  .tables
                  .keySet()
                  .forEach(name -> drop(IcebergKind.TABLE, slot, name, this::dropTable));
              drop(IcebergKind.NAMESPACE, slot, null, ref -> client.dropNamespace(ref.namespace()));
            });
  }

  private Exchange dropView(ObjectRef<IcebergKind> view) {
    return client.dropView(view.namespace(), view.name());
  }

  private Exchange dropTable(ObjectRef<IcebergKind> table) {
    return client.dropTable(table.namespace(), table.name());
  }

  private void drop(
      IcebergKind kind, int slot, String name, Function<ObjectRef<IcebergKind>, Exchange> delete) {
    ObjectRef<IcebergKind> object = new ObjectRef<>(kind, ns(slot), name);
    if (delete.apply(object).succeeded()) {
      client.ledger().deleted(object);
    }
  }

  /** An object the server confirmed gone (dropped, renamed away): the janitor need not try. */
  private void forget(IcebergKind kind, int slot, String name) {
    client.ledger().deleted(new ObjectRef<>(kind, ns(slot), name));
  }
}
