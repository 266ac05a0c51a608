package dev.catalogkit.protocols.iceberg.explore;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the model expects of one view: its UUID and versions (by their unique SQL, with the ids the
 * server gave them once seen), the current version, the kit's properties, and, for each aspect, the
 * requirement whose sentence promised it last (a create, a replace, a rename), so a disagreement
 * found later is tagged with the sentence it breaks.
 */
final class ModelView {

  /** The parts of a view the model tracks, each vouched for by the requirement that set it. */
  enum Aspect {
    /** The view-uuid and the versions already seen, under the ids they had. */
    IDENTITY,
    /** The versions a replace added. */
    ADDED,
    CURRENT,
    PROPERTIES
  }

  final String uuid;
  final int schemaId;
  private final Map<String, Integer> versionIds = new LinkedHashMap<>();
  private String current;
  private final Map<String, String> properties = new TreeMap<>();
  private final Map<Aspect, String> vouchedBy = new HashMap<>();
  private final Map<String, String> keyVouchedBy = new HashMap<>();

  ModelView(String uuid, int schemaId) {
    this.uuid = uuid;
    this.schemaId = schemaId;
  }

  /** Every aspect now stands on this requirement (a create, or a rename that moved the view). */
  void vouchAll(String requirementId) {
    for (Aspect aspect : Aspect.values()) {
      vouchedBy.put(aspect, requirementId);
    }
    keyVouchedBy.clear();
  }

  void vouch(Aspect aspect, String requirementId) {
    vouchedBy.put(aspect, requirementId);
  }

  /** A property key the last replace named stands on its own requirement. */
  void vouchKey(String key, String requirementId) {
    keyVouchedBy.put(key, requirementId);
  }

  void forgetKeyVouches() {
    keyVouchedBy.clear();
  }

  String vouchedBy(Aspect aspect) {
    return vouchedBy.get(aspect);
  }

  String vouchedFor(String key) {
    return keyVouchedBy.getOrDefault(key, vouchedBy.get(Aspect.PROPERTIES));
  }

  /** A version by its SQL; its id is null until the server's answer shows it. */
  void addVersion(String sql, Integer id) {
    versionIds.putIfAbsent(sql, id);
  }

  /** The id the server gave a version, once an answer showed it. */
  void learnId(String sql, int id) {
    if (versionIds.containsKey(sql) && versionIds.get(sql) == null) {
      versionIds.put(sql, id);
    }
  }

  Map<String, Integer> versionIds() {
    return versionIds;
  }

  List<String> versionsInOrder() {
    return new ArrayList<>(versionIds.keySet());
  }

  /** The next version id the kit sends: above every id seen, so none is taken. */
  int nextVersionId() {
    return versionIds.values().stream().filter(id -> id != null).mapToInt(id -> id).max().orElse(0)
        + 1;
  }

  String current() {
    return current;
  }

  void makeCurrent(String sql) {
    current = sql;
  }

  Map<String, String> properties() {
    return properties;
  }
}
