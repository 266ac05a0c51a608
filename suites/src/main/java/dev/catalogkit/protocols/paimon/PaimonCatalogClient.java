package dev.catalogkit.protocols.paimon;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.ObjectLedger;
import dev.catalogkit.client.ObjectLedger.ObjectRef;
import dev.catalogkit.client.PathSegment;
import dev.catalogkit.client.RequestBody;
import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.ExchangeRecorder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The kit's vocabulary for an Apache Paimon REST server: databases, SQL views and semantic views
 * (the Paimon Semantic Views page), one method per operation. Database and object names are single
 * path segments.
 */
public final class PaimonCatalogClient extends RestCatalogClient {

  private final ObjectLedger<PaimonKind> ledger;

  private PaimonCatalogClient(Wire wire, ObjectLedger<PaimonKind> ledger, String checkId) {
    super(wire, checkId);
    this.ledger = ledger;
  }

  /** The run's client, recording outside any check, with the run's ledger, fresh. */
  static PaimonCatalogClient ofRun(Wire wire) {
    return new PaimonCatalogClient(
        wire, new ObjectLedger<>(wire.transport()), ExchangeRecorder.OUTSIDE_CHECKS);
  }

  @Override
  public PaimonCatalogClient forCheck(String checkId) {
    return new PaimonCatalogClient(wire(), ledger, checkId);
  }

  @Override
  public ObjectLedger<PaimonKind> ledger() {
    return ledger;
  }

  /** The resource types the document gives an ErrorResponse (null among them, as a text). */
  public List<String> documentedResourceTypes() {
    return wire().spec().enumValues("ErrorResponse", "resourceType");
  }

  public Exchange createDatabase(String database) {
    ObjectNode body = JsonNodeFactory.instance.objectNode().put("name", database);
    body.putObject("options");
    return ledger()
        .created(
            new ObjectRef<>(PaimonKind.DATABASE, List.of(database), null),
            () -> call("createDatabase", Map.of(), RequestBody.json(body, null)));
  }

  public Exchange getDatabase(String database) {
    return call("getDatabase", databaseParam(database), null);
  }

  public Exchange dropDatabase(String database) {
    return call("dropDatabase", databaseParam(database), null);
  }

  /** Creates a SQL view; the body names database and view in its identifier. */
  public Exchange createView(String database, String view, RequestBody body) {
    return ledger()
        .created(
            new ObjectRef<>(PaimonKind.VIEW, List.of(database), view),
            () -> call("createView", databaseParam(database), body));
  }

  public Exchange getView(String database, String view) {
    return call("getView", objectParams(database, "view", view), null);
  }

  public Exchange dropView(String database, String view) {
    return call("dropView", objectParams(database, "view", view), null);
  }

  /** Changes a SQL view; the body holds the list of changes. */
  public Exchange alterView(String database, String view, RequestBody body) {
    return call("alterView", objectParams(database, "view", view), body);
  }

  /** Renames a SQL view; the body names the source and destination identifiers. */
  public Exchange renameView(RequestBody body) {
    return call("renameView", Map.of(), body);
  }

  /** One page of a database's semantic views ({@code GET .../semantic-views}) with its query. */
  public Exchange listSemanticViews(String database, Map<String, String> query) {
    return listOf("listSemanticViews", database, query);
  }

  /** One page of a database's SQL view names ({@code GET .../views}) with its query. */
  public Exchange listViews(String database, Map<String, String> query) {
    return listOf("listViews", database, query);
  }

  /** One page of a database's SQL view details ({@code GET .../view-details}) with its query. */
  public Exchange listViewDetails(String database, Map<String, String> query) {
    return listOf("listViewDetails", database, query);
  }

  private Exchange listOf(String operationId, String database, Map<String, String> query) {
    return send(request(operationId, databaseParam(database), null).withQueries(query));
  }

  /** One page of the databases ({@code GET /v1/{prefix}/databases}) with its query. */
  public Exchange listDatabases(Map<String, String> query) {
    return send(request("listDatabases", Map.of(), null).withQueries(query));
  }

  /** The SQL views of every database ({@code GET /v1/{prefix}/views}) with its query. */
  public Exchange listViewsGlobally(Map<String, String> query) {
    return send(request("listViewsGlobally", Map.of(), null).withQueries(query));
  }

  /** Creates a table; the body names database and table in its identifier. */
  public Exchange createTable(String database, String table, RequestBody body) {
    return ledger()
        .created(
            new ObjectRef<>(PaimonKind.TABLE, List.of(database), table),
            () -> call("createTable", databaseParam(database), body));
  }

  public Exchange getTable(String database, String table) {
    return call("getTable", objectParams(database, "table", table), null);
  }

  /** Renames a table; the body names the source and destination identifiers. */
  public Exchange renameTable(RequestBody body) {
    return call("renameTable", Map.of(), body);
  }

  public Exchange upsertSemanticView(String database, String name, RequestBody body) {
    return ledger()
        .created(
            new ObjectRef<>(PaimonKind.SEMANTIC_VIEW, List.of(database), name),
            () -> call("upsertSemanticView", objectParams(database, "semanticView", name), body));
  }

  public Exchange getSemanticView(String database, String name) {
    return call("getSemanticView", objectParams(database, "semanticView", name), null);
  }

  public Exchange deleteSemanticView(String database, String name) {
    return call("deleteSemanticView", objectParams(database, "semanticView", name), null);
  }

  private static Map<String, String> databaseParam(String database) {
    Map<String, String> params = new LinkedHashMap<>();
    params.put("database", PathSegment.encode(database));
    return params;
  }

  private static Map<String, String> objectParams(String database, String param, String name) {
    Map<String, String> params = databaseParam(database);
    params.put(param, PathSegment.encode(name));
    return params;
  }
}
