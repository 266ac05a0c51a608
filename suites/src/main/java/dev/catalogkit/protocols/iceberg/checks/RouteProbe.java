package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.Capabilities;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.spec.Operation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Probe, don't trust: the operations the checks use that the server does not advertise are tried
 * once each with a harmless request inside the run's own namespace. A 2xx answer means the route is
 * served, so its checks run; anything else leaves it NOT_APPLICABLE with the answer as the reason.
 * Views and tables are probed as one lifecycle each (create, read, change, drop), on objects the
 * run creates and the janitor removes.
 */
final class RouteProbe {

  /** A probe of one unadvertised operation and what it answered. */
  record Finding(Operation operation, Exchange answer) {
    boolean served() {
      return answer.succeeded();
    }
  }

  private final IcebergSteps steps;
  private final Capabilities capabilities;
  private final List<Finding> findings = new ArrayList<>();

  private RouteProbe(IcebergSteps steps) {
    this.steps = steps;
    this.capabilities = steps.run().capabilities();
  }

  /** Probes every unadvertised operation the checks use; each finding is also recorded. */
  static List<Finding> run(IcebergSteps steps) {
    RouteProbe probe = new RouteProbe(steps);
    probe.namespaces();
    probe.views();
    probe.tables();
    return List.copyOf(probe.findings);
  }

  private void namespaces() {
    probe("loadNamespaceMetadata", () -> steps.client().loadNamespace(steps.namespace()));
    probe("listNamespaces", () -> steps.client().listNamespaces());
    probe("namespaceExists", () -> steps.client().namespaceExists(steps.namespace()));
    probe(
        "updateProperties",
        () ->
            steps
                .client()
                .updateProperties(steps.namespace(), Map.of("kit.probe", "yes"), List.of()));
  }

  private void views() {
    if (allAdvertised(
        "createView",
        "loadView",
        "viewExists",
        "listViews",
        "replaceView",
        "renameView",
        "dropView",
        "registerView")) {
      return;
    }
    String name = steps.newName("probe_view");
    Exchange created = steps.views().create(IcebergSteps.MINIMAL_VIEW, name);
    record("createView", created);
    if (!created.succeeded()) {
      return;
    }
    probe("loadView", () -> steps.client().loadView(steps.namespace(), name));
    probe("viewExists", () -> steps.client().viewExists(steps.namespace(), name));
    probe("listViews", () -> steps.client().listViews(steps.namespace()));
    probe(
        "registerView",
        () ->
            steps
                .views()
                .register(
                    steps.namespace(),
                    steps.newName("probe_view"),
                    IcebergSteps.metadataLocationIn(created)));
    probe(
        "replaceView",
        () ->
            steps
                .views()
                .replace(name, ViewSteps.Guard.none(), ViewUpdate.setProperty("kit.probe", "yes")));
    String renamed = steps.newName("probe_view");
    Exchange moved = steps.views().rename(name, renamed);
    record("renameView", moved);
    String current = moved.succeeded() ? renamed : name;
    probe("dropView", () -> steps.client().dropView(steps.namespace(), current));
  }

  private void tables() {
    if (allAdvertised(
        "createTable",
        "loadTable",
        "tableExists",
        "renameTable",
        "dropTable",
        "listTables",
        "registerTable",
        "updateTable")) {
      return;
    }
    String name = steps.newName("probe_table");
    Exchange created = steps.tables().create(steps.namespace(), name);
    record("createTable", created);
    if (!created.succeeded()) {
      return;
    }
    probe("loadTable", () -> steps.client().loadTable(steps.namespace(), name));
    probe("tableExists", () -> steps.client().tableExists(steps.namespace(), name));
    probe("listTables", () -> steps.client().listTablesPage(steps.namespace(), Map.of()));
    probe(
        "registerTable",
        () ->
            steps
                .tables()
                .register(
                    steps.namespace(),
                    steps.newName("probe_table"),
                    IcebergSteps.metadataLocationIn(created)));
    probe("updateTable", this::stagedCreateCommitted);
    String renamed = steps.newName("probe_table");
    Exchange moved = steps.tables().rename(name, renamed, null);
    record("renameTable", moved);
    String current = moved.succeeded() ? renamed : name;
    probe("dropTable", () -> steps.client().dropTable(steps.namespace(), current));
  }

  /**
   * A create transaction, the one use the checks make of updateTable: a staged create and its
   * commit. A staging that fails stands for the route's answer, as the commit cannot be tried.
   */
  private Exchange stagedCreateCommitted() {
    String name = steps.newName("probe_table");
    Exchange staged = steps.tables().stageCreate(name);
    return staged.succeeded()
        ? steps.tables().commitCreate(new TableSteps.StagedTable(name, staged))
        : staged;
  }

  /** Sends the probe only when the operation is not advertised: advertised routes are trusted. */
  private void probe(String operationId, Supplier<Exchange> request) {
    if (!capabilities.advertises(operation(operationId))) {
      record(operationId, request.get());
    }
  }

  private void record(String operationId, Exchange answer) {
    Operation operation = operation(operationId);
    if (!capabilities.advertises(operation)) {
      Finding finding = new Finding(operation, answer);
      capabilities.recordProbe(operation, answer, finding.served());
      findings.add(finding);
    }
  }

  private boolean allAdvertised(String... operationIds) {
    for (String operationId : operationIds) {
      if (!capabilities.advertises(operation(operationId))) {
        return false;
      }
    }
    return true;
  }

  private Operation operation(String operationId) {
    return steps.run().spec().operation(operationId);
  }
}
